import { describe, expect, it } from 'vitest';
import { linkMail } from './link-message';
import { renderDeferred } from './stored-mail';

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
  it('puts the link on a button and under it to copy, breaking anywhere, and in the text part', async () => {
    const message = await renderDeferred(linkMail(parts));
    expect(message).toMatchObject({ to: 'a@example.be', subject: 'Sujet', language: 'fr' });
    expect(message.text).toContain(`Confirmer ${parts.link}`);
    expect(message.text).toContain('Première ligne.\n\nDeuxième ligne.');
    // The copy under the button is for HTML readers only.
    expect(message.text).not.toContain('Copiez ce lien');
    expect(message.html).toContain('lang="fr"');
    const href = 'href="https://example.be/fr/mon-profil/confirmer-email?token=a&quot;b&lt;c"';
    expect(message.html.split(href)).toHaveLength(3); // the button and the link to copy
    expect(message.html).toMatch(/word-break:break-all/);
    expect(message.html).toContain('Immoportaal');
    expect(message.headers).toEqual({ 'Auto-Submitted': 'auto-generated' });
  });

  it('escapes every value in the HTML body', async () => {
    const { html } = await renderDeferred(linkMail(parts));
    expect(html).toContain('Bonjour &lt;Jean &amp; &quot;Marie&quot;&gt;,');
    expect(html).not.toContain('<Jean');
    expect(html).toContain('Cordialement,<br/>L’équipe');
  });
});
