import { describe, expect, it } from 'vitest';
import { isCarPlate } from './car-plate';
import { isEmail, isLandline, isMobile, isUrl } from './contact';
import { isDate } from './date';
import { fileExtension, hasImageExtension, hasVideoExtension } from './file-extension';
import { idCardCheckChar, isIdCard } from './id-card';
import { isAlphanumeric, isAmount, isChinese, isDigitCode, isJsonString, isLetters } from './text';

describe('contact validators', () => {
  it('isMobile', () => {
    expect(isMobile('13800000001')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800000001')).toBe(false);
    expect(isMobile('1380000000')).toBe(false);
    expect(isMobile('138000000012')).toBe(false);
    expect(isMobile('+8613800000001')).toBe(false);
  });

  it('isLandline', () => {
    expect(isLandline('010-82345678')).toBe(true);
    expect(isLandline('0755-2345678')).toBe(true);
    expect(isLandline('02112345678')).toBe(true);
    expect(isLandline('62345678')).toBe(true);
    expect(isLandline('010-82345678-123')).toBe(true);
    expect(isLandline('13800000001')).toBe(false);
    expect(isLandline('010-12345678')).toBe(false);
    expect(isLandline('010-1234')).toBe(false);
    expect(isLandline('abc-12345678')).toBe(false);
  });

  it('isEmail', () => {
    expect(isEmail('zhang.san+fin@example.com.cn')).toBe(true);
    expect(isEmail('a@b.io')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.com')).toBe(false);
    expect(isEmail('@c.com')).toBe(false);
  });

  it('isUrl', () => {
    expect(isUrl('https://example.com/path?q=1')).toBe(true);
    expect(isUrl('http://localhost:3000')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('example.com')).toBe(false);
    expect(isUrl('https://exa mple.com')).toBe(false);
    expect(isUrl('https://')).toBe(false);
  });
});

describe('isIdCard', () => {
  it('computes the GB 11643 check character', () => {
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(idCardCheckChar('44030119900101123')).toBe('4');
  });

  it('accepts 18-digit numbers with the right check character, X in either case', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('440301199001011234')).toBe(true);
  });

  it('rejects a wrong check character, an impossible birth date or a bad length', () => {
    expect(isIdCard('110105194912310021')).toBe(false);
    expect(isIdCard('440301199001011231')).toBe(false);
    // 1990-02-30 does not exist; check char recomputed so only the date is wrong
    const body = '44030119900230123';
    expect(isIdCard(body + idCardCheckChar(body))).toBe(false);
    expect(isIdCard('44030119900101123')).toBe(false);
    expect(isIdCard('')).toBe(false);
  });

  it('accepts the legacy 15-digit form with a real date', () => {
    expect(isIdCard('110105491231002')).toBe(true);
    expect(isIdCard('110105491331002')).toBe(false);
  });
});

describe('isCarPlate', () => {
  it('accepts ordinary and new-energy plates', () => {
    expect(isCarPlate('京A12345')).toBe(true);
    expect(isCarPlate('粤BD1234')).toBe(true);
    expect(isCarPlate('沪A1234学')).toBe(true);
    expect(isCarPlate('粤BD12345')).toBe(true);
    expect(isCarPlate('粤BFA1234')).toBe(true);
    expect(isCarPlate('沪A12345D')).toBe(true);
  });
  it('rejects malformed plates', () => {
    expect(isCarPlate('A12345')).toBe(false);
    expect(isCarPlate('京I12345')).toBe(false);
    expect(isCarPlate('京A1234')).toBe(false);
    expect(isCarPlate('京A123456')).toBe(false);
    expect(isCarPlate('粤BX12345')).toBe(false);
  });
});

describe('text validators', () => {
  it('isAmount allows at most two decimals and no sign', () => {
    for (const ok of ['0', '12', '12.5', '12.50', '0.01']) expect(isAmount(ok)).toBe(true);
    for (const bad of ['-1', '12.345', '01', '1.', '.5', 'abc', '']) expect(isAmount(bad)).toBe(false);
  });

  it('isDigitCode defaults to 6 digits', () => {
    expect(isDigitCode('123456')).toBe(true);
    expect(isDigitCode('12345')).toBe(false);
    expect(isDigitCode('12345a')).toBe(false);
    expect(isDigitCode('1234', 4)).toBe(true);
    expect(isDigitCode('123456', 4)).toBe(false);
  });

  it('isChinese, isLetters, isAlphanumeric', () => {
    expect(isChinese('财经学堂')).toBe(true);
    expect(isChinese('财经a')).toBe(false);
    expect(isChinese('')).toBe(false);
    expect(isLetters('AbC')).toBe(true);
    expect(isLetters('Ab1')).toBe(false);
    expect(isAlphanumeric('Ab1')).toBe(true);
    expect(isAlphanumeric('Ab_1')).toBe(false);
  });

  it('isJsonString accepts objects and arrays only', () => {
    expect(isJsonString('{"a":1}')).toBe(true);
    expect(isJsonString('[1,2]')).toBe(true);
    expect(isJsonString('123')).toBe(false);
    expect(isJsonString('null')).toBe(false);
    expect(isJsonString('{a:1}')).toBe(false);
  });
});

describe('isDate', () => {
  it('needs YYYY-MM-DD naming a real day', () => {
    expect(isDate('2026-03-01')).toBe(true);
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2025-02-29')).toBe(false);
    expect(isDate('2026-13-01')).toBe(false);
    expect(isDate('2026-04-31')).toBe(false);
    expect(isDate('2026-3-1')).toBe(false);
    expect(isDate('2026/03/01')).toBe(false);
  });
});

describe('file extensions', () => {
  it('recognises images case-insensitively, ignoring query strings', () => {
    expect(hasImageExtension('photo.PNG')).toBe(true);
    expect(hasImageExtension('https://a.com/x/pic.jpeg?w=100')).toBe(true);
    expect(hasImageExtension('a.bmp')).toBe(true);
    expect(hasImageExtension('a.webp')).toBe(false);
    expect(hasImageExtension('png')).toBe(false);
    expect(hasImageExtension('doc.pdf')).toBe(false);
  });
  it('recognises videos', () => {
    expect(hasVideoExtension('lesson.MP4')).toBe(true);
    expect(hasVideoExtension('/live/stream.m3u8')).toBe(true);
    expect(hasVideoExtension('lesson.mp3')).toBe(false);
  });
  it('extracts the extension from the last path segment', () => {
    expect(fileExtension('https://a.com/v1.2/file')).toBe('');
    expect(fileExtension('archive.tar.GZ')).toBe('gz');
  });
});
