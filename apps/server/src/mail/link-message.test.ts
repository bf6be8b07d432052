import { describe, expect, it } from 'vitest';
import { linkMessage } from './link-message';

const parts = {
  to: 'a@example.be',
  lang: 'fr' as const,
  subject: 'Sujet',
  greeting: 'Bonjour <Jean & "Marie">,',
  intro: ['Première ligne.', 'Deuxième ligne.'],
  action: 'Confirmer',
  linkHint: 'Copiez ce lien :',
  link: 'https://example.be/fr/mon-profil/confirmer-email?token=a"b<c',
  expiry: 'Valable 48 heures.',
  ignore: 'Ignorez cet e-mail.',
  signature: 'Cordialement,\nL’équipe',
};

describe('link e-mails', () => {
  it('puts the link in the text and the HTML body', () => {
    const message = linkMessage(parts);
    expect(message).toMatchObject({ to: 'a@example.be', subject: 'Sujet' });
    expect(message.text).toContain(`Confirmer: ${parts.link}`);
    expect(message.text).toContain('Première ligne.\nDeuxième ligne.');
    expect(message.html).toContain('<html lang="fr">');
    expect(message.html).toContain(
      'href="https://example.be/fr/mon-profil/confirmer-email?token=a&quot;b&lt;c"',
    );
  });

  it('escapes every value in the HTML body', () => {
    const { html } = linkMessage(parts);
    expect(html).toContain('Bonjour &lt;Jean &amp; &quot;Marie&quot;&gt;,');
    expect(html).not.toContain('<Jean');
    expect(html).toContain('Cordialement,<br>L’équipe');
  });
});
