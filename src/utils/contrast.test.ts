import {expect, it} from 'vitest';
import {textColorOn} from '@site/src/components/WidgetPlayground/config';
import {contrastRatio, parseColor} from './contrast';
import {withAaContrast} from './prismContrast';

it('computes the WCAG contrast ratio', () => {
  expect(contrastRatio([0, 0, 0], [255, 255, 255])).toBeCloseTo(21, 5);
  expect(contrastRatio([255, 255, 255], [0, 0, 0])).toBeCloseTo(21, 5);
  // #767676 is the lightest grey with 4.5:1 on white.
  expect(contrastRatio(parseColor('#767676')!, parseColor('#fff')!)).toBeCloseTo(4.54, 2);
  expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual([10, 20, 30]);
  expect(parseColor('red')).toBeUndefined();
});

it('raises token colours of a code theme to the minimum and keeps readable ones', () => {
  const theme = withAaContrast({
    plain: {color: '#777777', backgroundColor: '#ffffff'},
    styles: [
      {types: ['number'], style: {color: '#aaaaaa'}},
      {types: ['comment'], style: {color: '#000000', fontStyle: 'italic'}},
    ],
  });
  for (const color of [theme.plain.color!, theme.styles[0].style.color!]) {
    expect(contrastRatio(parseColor(color)!, [255, 255, 255])).toBeGreaterThanOrEqual(4.6);
  }
  expect(theme.styles[1].style).toEqual({color: '#000000', fontStyle: 'italic'});
});

it('drops the token opacity the stock themes set, which would fade a raised colour below the minimum', () => {
  const theme = withAaContrast({
    plain: {color: '#24292e', backgroundColor: '#f6f8fa'},
    styles: [{types: ['namespace'], style: {opacity: 0.7}}],
  });
  expect(theme.styles[0].style).toEqual({});
});

it('picks black or white text, whichever reads better on the accent colour', () => {
  expect(textColorOn('#5b3cc4')).toBe('#ffffff');
  expect(textColorOn('#ffd700')).toBe('#000000');
  expect(textColorOn('not a colour')).toBe('#ffffff');
});
