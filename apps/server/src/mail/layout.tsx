// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@app/contract';
import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Html } from '@react-email/html';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';
import { translator } from '../i18n';
import { COLORS, FONT } from './styles';

/** Why the reader gets this mail, and how to stop it: the footer of every mail. */
export interface MailFooter {
  why: string;
  /** A recurring mail's one-click stop (its unsubscribe page), or a hint where none is needed. */
  stop: { label: string; link: string } | { hint: string };
}

/**
 * The one layout of every e-mail (decision 061): the portal's name on top, a 600 px column that
 * narrows with the screen, the content, and the footer that says why the mail came and how to stop it.
 */
export function MailLayout(props: {
  lang: Language;
  /** The line a mail client shows after the subject. */
  preview: string;
  footer: MailFooter;
  children: ReactNode;
}) {
  const { lang, preview, footer, children } = props;
  const t = translator(lang);
  return (
    <Html lang={lang}>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ margin: 0, padding: '16px 0', backgroundColor: COLORS.page, fontFamily: FONT }}>
        <Container style={{ maxWidth: '600px', width: '100%', backgroundColor: COLORS.card }}>
          <Section style={{ backgroundColor: COLORS.brand, padding: '16px 24px' }}>
            <Text
              style={{ margin: 0, color: '#ffffff', fontSize: '22px', fontWeight: 700, lineHeight: '28px' }}
            >
              {t('mail:layout.brand')}
            </Text>
          </Section>
          <Section
            style={{ padding: '8px 24px 16px', color: COLORS.text, fontSize: '16px', lineHeight: '24px' }}
          >
            {children}
          </Section>
          <Section style={{ padding: '12px 24px 20px', borderTop: `1px solid ${COLORS.line}` }}>
            <Text style={footerText}>{footer.why}</Text>
            <Text style={footerText}>
              {'hint' in footer.stop ? (
                footer.stop.hint
              ) : (
                <Link href={footer.stop.link} style={{ color: COLORS.muted, textDecoration: 'underline' }}>
                  {footer.stop.label}
                </Link>
              )}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const footerText = { margin: '4px 0', color: COLORS.muted, fontSize: '13px', lineHeight: '18px' };
