/**
 * Simple geometric company logos drawn as SVG and rendered to PNG with sharp (no text: the
 * machine may have no fonts). Used by the demo seed and the benchmark data generator.
 */
import sharp from 'sharp';
import type { LogoShape } from './companies';

const SIZE = 256;

function shapeSvg(shape: LogoShape, [a, b]: [string, string]): string {
  switch (shape) {
    case 'circle':
      return `<circle cx="128" cy="128" r="84" fill="${a}"/><circle cx="128" cy="128" r="40" fill="${b}"/>`;
    case 'hexagon':
      return `<polygon points="128,36 208,82 208,174 128,220 48,174 48,82" fill="${a}"/><polygon points="128,86 170,110 170,150 128,174 86,150 86,110" fill="${b}"/>`;
    case 'triangles':
      return `<polygon points="128,40 216,200 40,200" fill="${a}"/><polygon points="128,104 176,200 80,200" fill="${b}"/>`;
    case 'bars':
      return `<rect x="52" y="120" width="38" height="92" rx="6" fill="${a}"/><rect x="109" y="76" width="38" height="136" rx="6" fill="${a}"/><rect x="166" y="44" width="38" height="168" rx="6" fill="${a}"/><rect x="40" y="214" width="176" height="10" rx="5" fill="${b}"/>`;
    case 'diamond':
      return `<rect x="68" y="68" width="120" height="120" rx="10" transform="rotate(45 128 128)" fill="${a}"/><rect x="103" y="103" width="50" height="50" rx="6" transform="rotate(45 128 128)" fill="${b}"/>`;
    case 'rings':
      return `<circle cx="128" cy="128" r="86" fill="none" stroke="${a}" stroke-width="22"/><circle cx="128" cy="128" r="44" fill="none" stroke="${b}" stroke-width="22"/>`;
    case 'mountain':
      return `<circle cx="176" cy="78" r="24" fill="${b}"/><polygon points="24,212 104,84 184,212" fill="${a}"/><polygon points="112,212 172,120 232,212" fill="${a}" opacity="0.75"/><polygon points="104,84 124,116 84,116" fill="#ffffff"/>`;
    case 'leaf':
      return `<ellipse cx="128" cy="128" rx="52" ry="92" transform="rotate(35 128 128)" fill="${a}"/><line x1="82" y1="194" x2="176" y2="62" stroke="${b}" stroke-width="8" stroke-linecap="round"/>`;
  }
}

/** A 256x256 PNG logo with a light background tinted by the second colour. */
export async function renderLogo(shape: LogoShape, colors: [string, string]): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
  <rect width="${SIZE}" height="${SIZE}" rx="36" fill="#ffffff"/>
  <rect x="8" y="8" width="${SIZE - 16}" height="${SIZE - 16}" rx="30" fill="${colors[1]}" opacity="0.35"/>
  ${shapeSvg(shape, colors)}
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
