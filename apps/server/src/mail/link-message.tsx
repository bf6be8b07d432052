// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { translator } from '../i18n';
import { MailLayout } from './layout';
import type { MailMessage } from './mailer';
import { ActionButton, Paragraphs } from './parts';
import { renderMail } from './render-mail';

/** The translated parts of an e-mail whose point is one link (confirm an address, confirm a deletion). */
export interface LinkMessageParts {
  to: string;
  lang: Language;
  subject: string;
  greeting: string;
  /** Paragraph lines before the button. */
  intro: readonly string[];
  action: string;
  linkHint: string;
  link: string;
  expiry: string;
  /** What to do if the reader did not ask for it: the footer's "how to stop". */
  ignore: string;
  signature: string;
}

/** One template for every link e-mail: a button, the link to copy under it, and the footer. */
export function linkMessage(parts: LinkMessageParts): Promise<MailMessage> {
  const { to, lang, subject, greeting, intro, action, linkHint, link, expiry, ignore, signature } = parts;
  const t = translator(lang);
  return renderMail(
    { to, language: lang, subject },
    <MailLayout
      lang={lang}
      preview={intro[0] ?? subject}
      footer={{ why: t('mail:footer.requested'), stop: { hint: ignore } }}
    >
      <Paragraphs lines={[greeting, ...intro]} />
      <ActionButton label={action} link={link} hint={linkHint} />
      <Paragraphs lines={[expiry, signature]} />
    </MailLayout>,
  );
}
