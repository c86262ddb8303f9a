import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BANNER_FORM_CODES, bannerFormValidate, bannerUrlValid } from './banner-form.js';
import { BannerSchema } from './banner.js';
import { DAY_MS } from '../format/epoch-ms.js';
import { NOW_2026, makeBannerFormInput } from '../testing/promotions-factories.js';

const TODAY = NOW_2026;
const issuesOf = (input: unknown, today = TODAY) => {
  const result = bannerFormValidate(input, today);
  return result.ok ? [] : result.error.map(({ field, code }) => `${field}:${code}`);
};

describe('bannerFormValidate is total', () => {
  it('never throws and only uses its own codes', () => {
    fc.assert(
      fc.property(fc.anything(), fc.double(), (input, today) => {
        const result = bannerFormValidate(input, today);
        if (!result.ok) for (const issue of result.error) expect(BANNER_FORM_CODES).toContain(issue.code);
      }),
    );
  });
});

describe('bannerFormValidate', () => {
  it('accepts the factory form and returns a banner the schema accepts', () => {
    const result = bannerFormValidate(makeBannerFormInput(), TODAY);
    expect(result.ok).toBe(true);
    if (result.ok) expect(BannerSchema.safeParse({ ...result.value, _id: 'new' }).success).toBe(true);
  });

  it('lists every missing field at once', () => {
    expect(issuesOf({})).toEqual([
      'title:BANNER.REQUIRED',
      'type:BANNER.REQUIRED',
      'start_date:BANNER.REQUIRED',
      'end_date:BANNER.REQUIRED',
      'related_url:BANNER.REQUIRED',
      'cover_image:BANNER.REQUIRED',
    ]);
  });

  it.each([
    ['Tết', ['title:BANNER.TITLE_LENGTH']],
    ['Tết 26', []],
    ['a'.repeat(200), []],
    ['a'.repeat(201), ['title:BANNER.TITLE_LENGTH']],
  ])('takes the title %j with issues %j', (title, expected) => {
    expect(issuesOf(makeBannerFormInput({ title }))).toEqual(expected);
  });

  it('needs the end today or later and after the start', () => {
    const start = TODAY - 5 * DAY_MS;
    expect(issuesOf(makeBannerFormInput({ start_date: start, end_date: TODAY }))).toEqual([]);
    expect(issuesOf(makeBannerFormInput({ start_date: start, end_date: TODAY - 1 }))).toEqual(['end_date:BANNER.END_BEFORE_TODAY']);
    expect(issuesOf(makeBannerFormInput({ start_date: TODAY + DAY_MS, end_date: TODAY + DAY_MS }))).toEqual(['end_date:BANNER.END_BEFORE_START']);
    expect(issuesOf(makeBannerFormInput({ start_date: TODAY, end_date: TODAY - DAY_MS }))).toEqual([
      'end_date:BANNER.END_BEFORE_TODAY',
      'end_date:BANNER.END_BEFORE_START',
    ]);
  });

  it('judges the end by the today it is given', () => {
    const form = makeBannerFormInput({ start_date: TODAY, end_date: TODAY + DAY_MS });
    expect(issuesOf(form, TODAY + DAY_MS)).toEqual([]);
    expect(issuesOf(form, TODAY + 2 * DAY_MS)).toEqual(['end_date:BANNER.END_BEFORE_TODAY']);
  });

  it.each([
    ['https://modavi.vn/khuyen-mai', true],
    ['http://shop.example.com/a?b=c', true],
    ['ftp://modavi.vn/file', false],
    ['javascript:alert(1)', false],
    ['modavi.vn/khuyen-mai', false],
    ['https://', false],
  ])('takes the URL %j as valid: %s', (related_url, valid) => {
    expect(bannerUrlValid(related_url)).toBe(valid);
    expect(issuesOf(makeBannerFormInput({ related_url }))).toEqual(valid ? [] : ['related_url:BANNER.URL_INVALID']);
  });

  it('checks the cover ratio when its size is known', () => {
    expect(issuesOf(makeBannerFormInput({ cover_image_size: { width: 1920, height: 1080 } }))).toEqual([]);
    expect(issuesOf(makeBannerFormInput({ cover_image_size: { width: 800, height: 800 } }))).toEqual(['cover_image:BANNER.IMAGE_RATIO']);
    expect(issuesOf(makeBannerFormInput({ cover_image_size: 'big' }))).toEqual(['cover_image:BANNER.IMAGE_RATIO']);
    expect(issuesOf(makeBannerFormInput({ cover_image_size: null }))).toEqual([]);
  });
});
