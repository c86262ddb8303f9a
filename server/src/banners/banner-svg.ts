import { colourFromHash, hashOf, shade, tint } from '../media/colour.js';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** Words of `title` in lines of at most `width` characters. */
function lines(title: string, width: number): string[] {
  const out: string[] = [];
  for (const word of title.split(/\s+/).filter(Boolean)) {
    const last = out[out.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/** A banner cover at the spec's 1340x754: a colour field from the id, soft circles and the title. */
export function bannerSvg(id: string, title: string): string {
  const colour = colourFromHash(hashOf(id));
  const text = lines(title, 22)
    .map((line, index) => `<text x="90" y="${300 + index * 96}" font-family="sans-serif" font-size="78" font-weight="700" fill="#ffffff">${escapeXml(line)}</text>`)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1340 754" width="1340" height="754">',
    `<rect width="1340" height="754" fill="${shade(colour)}"/>`,
    `<circle cx="1120" cy="180" r="300" fill="${colour}"/>`,
    `<circle cx="1240" cy="640" r="220" fill="${tint(colour)}" opacity="0.5"/>`,
    text,
    '</svg>',
  ].join('');
}
