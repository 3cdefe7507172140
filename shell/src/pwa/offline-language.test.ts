import { describe, expect, it } from 'vitest';
import { offlineLanguage } from './offline-language.ts';

const SITE = ['en', 'es', 'pt-br', 'th', 'vi', 'zh-tw', 'zh'];

describe('offlineLanguage', () => {
  it("takes the player's stored language (JSON as the kernel stores it, or plain)", () => {
    expect(offlineLanguage('"th"', ['en-US'], SITE)).toBe('th');
    expect(offlineLanguage('vi', ['en-US'], SITE)).toBe('vi');
  });
  it("else the browser's first language the site has, else English", () => {
    expect(offlineLanguage(null, ['pt-BR'], SITE)).toBe('pt-br');
    expect(offlineLanguage('"xx"', ['zh-Hant-TW'], SITE)).toBe('zh-tw');
    expect(offlineLanguage(null, ['zh-CN'], SITE)).toBe('zh');
    expect(offlineLanguage(null, ['de-DE', 'es-MX'], SITE)).toBe('es');
    expect(offlineLanguage(null, ['de-DE'], SITE)).toBe('en');
  });
});
