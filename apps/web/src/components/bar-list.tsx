import type { Language } from '@app/contract';
import { formatNumber } from '@app/i18n';
import { themeColor } from '../lib/theme-color';
import classes from './bar-list.module.css';

export interface BarListRow {
  key: string;
  label: string;
  value: number;
}

/**
 * Horizontal bars with their labels and values, drawn with plain elements. The dashboard's counts by
 * type are at the top of its first screen: drawing them with the charts library loaded and ran
 * recharts during the page's load, its longest work (issue 14). A picture: the caller hides it from
 * assistive technology and gives the same figures in a table.
 */
export function BarList({
  rows,
  color,
  lang,
}: {
  rows: readonly BarListRow[];
  /** A theme colour such as `blue.7`. */
  color: string;
  lang: Language;
}) {
  const max = Math.max(1, ...rows.map((row) => row.value));
  const background = themeColor(color);
  return (
    <div className={classes.list} data-bar-list="">
      {rows.map((row) => (
        <div key={row.key} className={classes.row}>
          <span className={classes.label} title={row.label}>
            {row.label}
          </span>
          <span className={classes.bar} style={{ width: `${(row.value / max) * 100}%`, background }} />
          <span className={classes.value}>{formatNumber(row.value, lang)}</span>
        </div>
      ))}
    </div>
  );
}
