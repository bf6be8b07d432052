import { describe, expect, it } from 'vitest';
import { linkedLocation, linkFailedLocation, loginFailedLocation, safeReturnTo } from './redirects';

describe('safeReturnTo', () => {
  it.each([
    ['/nl/mijn-profiel/mijn-panden', '/nl/mijn-profiel/mijn-panden'],
    ['/fr/mon-profil?x=1#top', '/fr/mon-profil?x=1#top'],
    ['/en/my-profile/../my-profile/password', '/en/my-profile/password'],
  ])('keeps the app path %s', (value, expected) => {
    expect(safeReturnTo(value)).toBe(expected);
  });

  it.each([
    undefined,
    '',
    'https://evil.example/nl/',
    '//evil.example/nl/',
    '/nl/..//evil.example',
    '/nl/../../evil',
    '/nl\\..\\/evil.example',
    '/\\evil.example',
    '/de/',
    'nl/mijn-profiel',
  ])('refuses %j', (value) => {
    expect(safeReturnTo(value)).toBeNull();
  });

  it('drops tabs and line breaks, so nothing reaches the Location header but a path of the app', () => {
    const result = safeReturnTo('/nl/\t/\r\n/evil.example');
    expect(result).toMatch(/^\/nl\//);
    expect(result).not.toMatch(/[\t\r\n]/);
    expect(new URL(result!, 'http://app.example').origin).toBe('http://app.example');
  });
});

describe('redirect locations', () => {
  it('names the route, the provider and the reason without the errors: prefix', () => {
    expect(linkedLocation('fr', 'belfius')).toBe(
      '/fr/mon-profil/mes-donnees?tab=connections&connection=belfius&result=linked',
    );
    expect(linkFailedLocation('en', 'google', 'errors:identityTaken')).toBe(
      '/en/my-profile/my-data?tab=connections&connection=google&result=error&reason=identityTaken',
    );
    expect(loginFailedLocation('nl', 'errors:tokenInvalid')).toBe(
      '/nl/mijn-profiel?login=error&reason=tokenInvalid',
    );
  });
});
