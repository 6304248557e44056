import { describe, expect, it } from 'vitest';
import { amountInWordsEn, amountInWordsTh } from './amount-in-words.js';

describe('amountInWordsTh', () => {
  it.each([
    [0, 'ศูนย์บาทถ้วน'],
    [1, 'หนึ่งสตางค์'],
    [10_050, 'หนึ่งร้อยบาทห้าสิบสตางค์'],
    [12_050, 'หนึ่งร้อยยี่สิบบาทห้าสิบสตางค์'],
    [44_800, 'สี่ร้อยสี่สิบแปดบาทถ้วน'],
    [100_002_100, 'หนึ่งล้านยี่สิบเอ็ดบาทถ้วน'],
    [2_100_000_000, 'ยี่สิบเอ็ดล้านบาทถ้วน'],
  ])('%i satang → %s', (satang, words) => {
    expect(amountInWordsTh(satang)).toBe(words);
  });

  it('says "เอ็ด" for a final 1 after other digits, "หนึ่ง" for a lone 1 and inside a number', () => {
    expect(amountInWordsTh(100)).toBe('หนึ่งบาทถ้วน');
    expect(amountInWordsTh(1_100)).toBe('สิบเอ็ดบาทถ้วน');
    expect(amountInWordsTh(2_100)).toBe('ยี่สิบเอ็ดบาทถ้วน');
    expect(amountInWordsTh(21)).toBe('ยี่สิบเอ็ดสตางค์');
    expect(amountInWordsTh(110_000)).toBe('หนึ่งพันหนึ่งร้อยบาทถ้วน');
    expect(amountInWordsTh(1_100_000_000)).toBe('สิบเอ็ดล้านบาทถ้วน');
  });

  it('says "เอ็ด" after a zero tens digit too, where bahttext alone says "หนึ่ง"', () => {
    expect(amountInWordsTh(10_100)).toBe('หนึ่งร้อยเอ็ดบาทถ้วน');
    expect(amountInWordsTh(20_101)).toBe('สองร้อยเอ็ดบาทหนึ่งสตางค์');
    expect(amountInWordsTh(200_100)).toBe('สองพันเอ็ดบาทถ้วน');
    expect(amountInWordsTh(100_000_100)).toBe('หนึ่งล้านเอ็ดบาทถ้วน');
    expect(amountInWordsTh(10_100_000_000)).toBe('หนึ่งร้อยเอ็ดล้านบาทถ้วน');
  });

  it('reads a negative amount with "ลบ" and refuses fractions of a satang', () => {
    expect(amountInWordsTh(-12_050)).toBe('ลบหนึ่งร้อยยี่สิบบาทห้าสิบสตางค์');
    expect(() => amountInWordsTh(1.5)).toThrow(RangeError);
    expect(() => amountInWordsTh(Number.NaN)).toThrow(RangeError);
  });
});

describe('amountInWordsEn', () => {
  it.each([
    [0, 'Zero baht'],
    [1, 'One satang'],
    [10_050, 'One hundred baht and fifty satang'],
    [12_050, 'One hundred twenty baht and fifty satang'],
    [44_800, 'Four hundred forty-eight baht only'],
    [100, 'One baht only'],
    [1_101, 'Eleven baht and one satang'],
    [100_002_100, 'One million twenty-one baht only'],
    [2_100_099_999, 'Twenty-one million nine hundred ninety-nine baht and ninety-nine satang'],
    [100_000_000_000, 'One billion baht only'],
    [-12_050, 'Minus one hundred twenty baht and fifty satang'],
  ])('%i satang → %s', (satang, words) => {
    expect(amountInWordsEn(satang)).toBe(words);
  });

  it('refuses fractions of a satang', () => {
    expect(() => amountInWordsEn(0.5)).toThrow(RangeError);
  });
});
