import {afterEach, describe, expect, it, vi} from 'vitest';
import {editUrlFrom} from './editUrl';

const base = 'https://git.example.com/studiowave/docs/edit/main';

describe('editUrlFrom', () => {
  it('gives no edit URL when DOCS_EDIT_URL is unset or blank', () => {
    expect(editUrlFrom(undefined)).toBeUndefined();
    expect(editUrlFrom('  ')).toBeUndefined();
  });

  it('gives the edit base without a trailing slash', () => {
    expect(editUrlFrom(`${base}/`)).toBe(base);
    expect(editUrlFrom(` ${base} `)).toBe(base);
  });

  it('refuses what is not an http(s) URL, naming the variable', () => {
    expect(() => editUrlFrom('git.example.com/studiowave/docs')).toThrow(
      /DOCS_EDIT_URL="git\.example\.com\/studiowave\/docs" is not an http\(s\) URL/,
    );
    expect(() => editUrlFrom('ftp://git.example.com/docs')).toThrow(/is not an http\(s\) URL/);
  });
});

describe('docusaurus.config.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  const classicOptions = async () => {
    const {default: config} = await import('../../docusaurus.config');
    const classic = config.presets!.find((preset) => Array.isArray(preset) && preset[0] === 'classic') as [
      string,
      {docs: {editUrl?: unknown}; pages: {editUrl?: unknown}},
    ];
    return classic[1];
  };

  it('gives the doc pages and the writing guide the edit base of DOCS_EDIT_URL', async () => {
    vi.stubEnv('DOCS_EDIT_URL', `${base}/`);
    const options = await classicOptions();
    expect(options.docs.editUrl).toBe(base);
    expect(options.pages.editUrl).toBe(base);
  });

  it('gives no edit URL without DOCS_EDIT_URL', async () => {
    vi.stubEnv('DOCS_EDIT_URL', '');
    const options = await classicOptions();
    expect(options.docs.editUrl).toBeUndefined();
    expect(options.pages.editUrl).toBeUndefined();
  });
});
