// Automatic JSX runtime whatever runs this file (tsx from the repository's root reads no tsconfig): decision 061.
/** @jsxRuntime automatic @jsxImportSource react */
import { Button } from '@react-email/button';
import { Heading } from '@react-email/heading';
import { Link } from '@react-email/link';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { Fragment } from 'react';
import { BREAK_ANYWHERE, COLORS } from './styles';

/** A text's own line breaks as <br>: every client keeps them, and so does the text part. */
function Lines({ text }: { text: string }) {
  return text.split(/\r?\n/).map((line, index) => (
    <Fragment key={index}>
      {index > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** Paragraphs; a line break inside one stays a line break. */
export function Paragraphs({ lines }: { lines: readonly string[] }) {
  return lines.map((line, index) => (
    <Text key={index} style={{ margin: '12px 0', fontSize: '16px', lineHeight: '24px', ...BREAK_ANYWHERE }}>
      <Lines text={line} />
    </Text>
  ));
}

export function Title({ children }: { children: string }) {
  return (
    <Heading
      as="h1"
      style={{ fontSize: '22px', lineHeight: '28px', margin: '16px 0 8px', color: COLORS.text }}
    >
      {children}
    </Heading>
  );
}

export function SectionTitle({ children }: { children: string }) {
  return (
    <Heading
      as="h2"
      style={{ fontSize: '18px', lineHeight: '24px', margin: '20px 0 8px', color: COLORS.text }}
    >
      {children}
    </Heading>
  );
}

/**
 * The mail's one action as a real button, and under it the same link to copy, for clients that show
 * no button. The copy is left out of the text part, where the button already is a plain link.
 */
export function ActionButton({ label, link, hint }: { label: string; link: string; hint: string }) {
  return (
    <Section style={{ margin: '20px 0' }}>
      <Button
        href={link}
        style={{
          backgroundColor: COLORS.brand,
          color: '#ffffff',
          borderRadius: '6px',
          padding: '12px 20px',
          fontWeight: 700,
          fontSize: '16px',
          textDecoration: 'none',
        }}
      >
        {label}
      </Button>
      <Text
        data-skip-in-text
        style={{ margin: '16px 0 0', fontSize: '13px', lineHeight: '18px', color: COLORS.muted }}
      >
        {hint}
        <br />
        <Link href={link} style={{ color: COLORS.brand, ...BREAK_ANYWHERE }}>
          {link}
        </Link>
      </Text>
    </Section>
  );
}

/** A secondary link (there is one button per mail). */
export function TextLink({ label, link }: { label: string; link: string }) {
  return (
    <Text style={{ margin: '12px 0' }}>
      <Link href={link} style={{ color: COLORS.brand, textDecoration: 'underline', ...BREAK_ANYWHERE }}>
        {label}
      </Link>
    </Text>
  );
}

/**
 * Label and value, a line each ("Label: value"): on a phone a line wraps where a two-column table
 * would squeeze, and the text part reads the same. A long value (an e-mail address) breaks anywhere.
 */
export function DetailsTable({ rows }: { rows: ReadonlyArray<readonly [string, string]> }) {
  return (
    <Section style={{ margin: '8px 0' }}>
      {rows.map(([label, value], index) => (
        <Text
          key={index}
          style={{ margin: '4px 0', fontSize: '16px', lineHeight: '24px', ...BREAK_ANYWHERE }}
        >
          <strong>{label}:</strong> <Lines text={value} />
        </Text>
      ))}
    </Section>
  );
}
