import type { SellerReport, SellerReportPriceChange, SellerReportWeek } from '@app/contract';
import { MARKET } from '@app/contract';
import { formatCalendarDay, formatMoney, formatNumber, formatTenths, formatWholeEuros } from '@app/i18n';
import type { Pdf } from '../../documents/pdf';
import { createPdf, FONT, pdfBuffer } from '../../documents/pdf';
import { translator } from '../../i18n';

/** A4 in points, and the margin of every page. */
const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const INK = '#1a1b1e';
const MUTED = '#495057';
const ACCENT = '#1864ab';
const RULE = '#dee2e6';

type Translate = ReturnType<typeof translator>;

function write(
  doc: Pdf,
  text: string,
  style: { size: number; bold?: boolean; color?: string },
  options: PDFKit.Mixins.TextOptions & { at?: { x: number; y: number } } = {},
): void {
  const { at, ...textOptions } = options;
  doc
    .font(style.bold ? FONT.bold : FONT.regular)
    .fontSize(style.size)
    .fillColor(style.color ?? INK);
  if (at) doc.text(text, at.x, at.y, { width: CONTENT_WIDTH, ...textOptions });
  else doc.text(text, { width: CONTENT_WIDTH, ...textOptions });
}

const COUNTERS = ['searchAppearances', 'detailViews', 'mails', 'phoneRequests', 'contacts'] as const;

/** A table's column widths; the first `left` columns are text, the others figures (right-aligned). */
interface Columns {
  widths: readonly number[];
  left: number;
}
/** Week, first day, then the five counters. */
const WEEK_COLUMNS: Columns = { widths: [70, 70, 71, 71, 71, 71, 71], left: 2 };
/** Day, old price, new price: narrow, so the eye goes from one price to the next. */
const PRICE_COLUMNS: Columns = { widths: [110, 130, 130], left: 1 };
const columnX = (columns: Columns, index: number) =>
  PAGE.margin + columns.widths.slice(0, index).reduce((sum, width) => sum + width, 0);
const ROW_HEIGHT = 16;
/** Where a table row no longer fits and the table goes on on the next page. */
const TABLE_BOTTOM = PAGE.height - PAGE.margin - 20;

function tableRow(
  doc: Pdf,
  cells: readonly string[],
  options: { bold?: boolean; height?: number; columns?: Columns } = {},
): void {
  const y = doc.y;
  const height = options.height ?? ROW_HEIGHT;
  const columns = options.columns ?? WEEK_COLUMNS;
  cells.forEach((cell, index) => {
    write(
      doc,
      cell,
      { size: 8.5, bold: options.bold ?? false },
      {
        at: { x: columnX(columns, index) + 2, y: y + 3 },
        width: columns.widths[index]! - 4,
        align: index < columns.left ? 'left' : 'right',
        lineBreak: options.height !== undefined,
      },
    );
  });
  const right = columnX(columns, columns.widths.length);
  doc
    .save()
    .moveTo(PAGE.margin, y + height)
    .lineTo(right, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
    .restore();
  doc.x = PAGE.margin;
  doc.y = y + height;
}

function tableHead(doc: Pdf, t: Translate): void {
  const heads = [
    t('sellerReport:week'),
    t('sellerReport:from'),
    t('sellerReport:searchAppearances'),
    t('sellerReport:detailViews'),
    t('sellerReport:mails'),
    t('sellerReport:phoneRequests'),
    t('sellerReport:contacts'),
  ];
  tableRow(doc, heads, {
    bold: true,
    height: 26,
  });
}

function weekCells(week: SellerReportWeek, report: SellerReport): string[] {
  const lang = report.language;
  return [
    week.partial ? `${week.week} *` : week.week,
    formatCalendarDay(week.start, lang),
    ...COUNTERS.map((key) => formatNumber(week[key], lang)),
  ];
}

/** A price of the listing as the report words it: per month for a rent, "on request" for none. */
function priceText(price: number | null, report: SellerReport, t: Translate): string {
  if (price === null) return t('sellerReport:priceOnRequest');
  const amount = formatMoney(price);
  return report.listing.transactionType === 'rent'
    ? t('sellerReport:pricePerMonth', { price: amount })
    : amount;
}

const priceHead = (t: Translate) => [
  t('sellerReport:changedOn'),
  t('sellerReport:oldPrice'),
  t('sellerReport:newPrice'),
];

const priceCells = (change: SellerReportPriceChange, report: SellerReport, t: Translate) => [
  formatCalendarDay(change.changedOn, report.language),
  priceText(change.oldPrice, report, t),
  priceText(change.newPrice, report, t),
];

/**
 * The price changes since the listing went online, or a line saying there are none; nothing for a
 * listing never online (it has no such history).
 */
function priceChanges(doc: Pdf, report: SellerReport, t: Translate): void {
  if (report.market.onlineDate === null) return;
  write(doc, t('sellerReport:priceChangesTitle'), { size: 13, bold: true, color: ACCENT });
  doc.moveDown(0.3);
  if (report.priceChanges.length === 0) {
    write(doc, t('sellerReport:noPriceChanges'), { size: 10, color: MUTED });
    doc.moveDown(1);
    return;
  }
  tableRow(doc, priceHead(t), { bold: true, columns: PRICE_COLUMNS });
  for (const change of report.priceChanges) {
    if (doc.y + ROW_HEIGHT > TABLE_BOTTOM) {
      doc.addPage();
      tableRow(doc, priceHead(t), { bold: true, columns: PRICE_COLUMNS });
    }
    tableRow(doc, priceCells(change, report, t), { columns: PRICE_COLUMNS });
  }
  doc.moveDown(1);
}

/** Figure, this listing, the similar listings' median and middle half. */
const MARKET_COLUMNS: Columns = { widths: [140, 90, 120, 145], left: 1 };

/**
 * The listing against its similar listings (decision 086), in the words of the report page
 * (components/market-comparison.tsx): verdict, what was compared, the figures, what could help.
 */
function marketComparison(doc: Pdf, report: SellerReport, t: Translate): void {
  const market = report.marketComparison;
  if (!market) return;
  const lang = report.language;
  const perDay = (value: number) => formatTenths(value, lang);
  const cell = (value: number | null, format: (value: number) => string) =>
    value === null ? '—' : format(value);
  // The section (about ten lines) stays on one page.
  if (doc.y + 10 * ROW_HEIGHT > TABLE_BOTTOM) doc.addPage();
  write(doc, t('market:title'), { size: 13, bold: true, color: ACCENT });
  doc.moveDown(0.3);
  write(doc, t(`market:verdict.${market.verdict}`), { size: 11, bold: true });
  if (market.verdict !== 'unknown') {
    write(doc, t(`market:compared.${market.scope}`, { count: market.similarCount, km: MARKET.radiusKm }), {
      size: 10,
    });
    doc.moveDown(0.4);
    tableRow(doc, [t('market:figure'), t('market:thisListing'), t('market:median'), t('market:middleHalf')], {
      bold: true,
      columns: MARKET_COLUMNS,
    });
    const rows = [
      ['market:viewsPerDay', market.viewsPerDay, perDay],
      ['market:contactsPerDay', market.contactsPerDay, perDay],
      ['market:pricePerM2', market.pricePerM2, formatWholeEuros],
    ] as const;
    for (const [key, figure, format] of rows) {
      const similar = figure.similar;
      tableRow(
        doc,
        [
          t(key),
          cell(figure.value, format),
          cell(similar?.median ?? null, format),
          similar ? `${format(similar.q1)} – ${format(similar.q3)}` : '—',
        ],
        { columns: MARKET_COLUMNS },
      );
    }
    tableRow(
      doc,
      [t('market:photos'), perDay(market.photos.value), cell(market.photos.median, perDay), '—'],
      {
        columns: MARKET_COLUMNS,
      },
    );
    const hints = market.hints.flatMap((hint) =>
      hint === 'description'
        ? market.missingDescriptions.map((missing) => t(`market:missing.${missing}`))
        : [t(`market:hint.${hint}`)],
    );
    if (hints.length > 0) {
      doc.moveDown(0.4);
      write(doc, t('market:hintsTitle'), { size: 10, bold: true });
      for (const hint of hints) write(doc, `• ${hint}`, { size: 10 });
    }
  }
  doc.moveDown(0.3);
  write(doc, t('market:measuredOn', { date: formatCalendarDay(market.computedOn, lang) }), {
    size: 8.5,
    color: MUTED,
  });
  doc.moveDown(1);
}

/**
 * The report as a PDF in the link's language (issue 50): the agency's logo, the listing, its current
 * price and its changes, its time on the market, its weeks (the current one marked) and the agency's
 * card.
 */
export async function buildSellerReportPdf(
  report: SellerReport,
  logo: Buffer | null,
): Promise<{ data: Buffer; fileName: string }> {
  const lang = report.language;
  const t = translator(lang);
  const { listing, agency, market } = report;
  const doc = createPdf({ title: t('sellerReport:title'), lang, margin: PAGE.margin, author: agency.name });

  const logoBox = { width: 150, height: 60 };
  if (logo) {
    doc.image(logo, PAGE.width - PAGE.margin - logoBox.width, PAGE.margin, {
      fit: [logoBox.width, logoBox.height],
      align: 'right',
    });
  }
  const headWidth = CONTENT_WIDTH - (logo ? logoBox.width + 16 : 0);
  write(
    doc,
    t('sellerReport:title'),
    { size: 20, bold: true, color: ACCENT },
    {
      at: { x: PAGE.margin, y: PAGE.margin },
      width: headWidth,
    },
  );
  write(
    doc,
    `${t(`lookups:propertyType.${listing.propertyType}`)} · ${t(`lookups:transactionType.${listing.transactionType}`)}`,
    { size: 12, bold: true, color: MUTED },
    { width: headWidth },
  );
  const street = [listing.street, listing.houseNumber, listing.box].filter(Boolean).join(' ');
  const place = [listing.zip, listing.city].filter(Boolean).join(' ');
  for (const line of [street, place].filter(Boolean)) write(doc, line, { size: 11 }, { width: headWidth });
  write(
    doc,
    t('sellerReport:reference', { code: listing.vlancode }),
    { size: 10, color: MUTED },
    { width: headWidth },
  );
  if (listing.reference) {
    write(
      doc,
      t('sellerReport:yourReference', { reference: listing.reference }),
      { size: 10, color: MUTED },
      { width: headWidth },
    );
  }
  doc.y = Math.max(doc.y, PAGE.margin + (logo ? logoBox.height : 0)) + 14;
  doc.x = PAGE.margin;

  write(doc, t('sellerReport:currentPrice', { price: priceText(listing.price, report, t) }), {
    size: 14,
    bold: true,
  });
  doc.moveDown(0.6);
  if (market.onlineDate === null) {
    write(doc, t('sellerReport:neverOnline'), { size: 11 });
  } else {
    write(doc, t('sellerReport:onlineSince', { date: formatCalendarDay(market.onlineDate, lang) }), {
      size: 11,
    });
    if (market.offlineDate) {
      write(doc, t('sellerReport:offlineSince', { date: formatCalendarDay(market.offlineDate, lang) }), {
        size: 11,
      });
    }
    write(doc, t('sellerReport:daysOnMarket', { count: market.daysOnMarket ?? 0 }), { size: 11, bold: true });
  }
  doc.moveDown(1);

  priceChanges(doc, report, t);
  marketComparison(doc, report, t);

  // A long price history may leave the weeks' title at a page's foot: it goes with its table.
  if (doc.y + 3 * ROW_HEIGHT + 26 > TABLE_BOTTOM) doc.addPage();
  write(doc, t('sellerReport:weeksTitle'), { size: 13, bold: true, color: ACCENT });
  doc.moveDown(0.3);
  if (report.weeks.length === 0) {
    write(doc, t('sellerReport:noWeeks'), { size: 10, color: MUTED });
  } else {
    tableHead(doc, t);
    for (const week of report.weeks) {
      if (doc.y + ROW_HEIGHT > TABLE_BOTTOM) {
        doc.addPage();
        tableHead(doc, t);
      }
      tableRow(doc, weekCells(week, report));
    }
    tableRow(
      doc,
      [t('sellerReport:total'), '', ...COUNTERS.map((key) => formatNumber(report.totals[key], lang))],
      {
        bold: true,
      },
    );
    if (report.weeks.some((week) => week.partial)) {
      doc.moveDown(0.3);
      write(doc, `* ${t('sellerReport:partial')}`, { size: 8.5, color: MUTED });
    }
  }

  // The agency's card, then when the report was drawn up and until when its link works.
  const card = [agency.phone, agency.email, agency.website].filter((line): line is string => Boolean(line));
  if (doc.y + 60 + card.length * 14 > PAGE.height - PAGE.margin) doc.addPage();
  doc.moveDown(1.2);
  write(doc, t('sellerReport:agency'), { size: 10, bold: true, color: MUTED });
  write(doc, agency.name, { size: 13, bold: true });
  for (const line of card) write(doc, line, { size: 10 });
  doc.moveDown(0.8);
  write(
    doc,
    `${t('sellerReport:generatedOn', { date: formatCalendarDay(report.today, lang) })} ${t('sellerReport:availableUntil', { date: formatCalendarDay(report.endsOn, lang) })}`,
    { size: 8.5, color: MUTED },
  );

  return { data: await pdfBuffer(doc), fileName: t('sellerReport:fileName', { code: listing.vlancode }) };
}
