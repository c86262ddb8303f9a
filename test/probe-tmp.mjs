import { chromium } from 'playwright-core';
import { deflateSync } from 'node:zlib';
import { writeFileSync } from 'node:fs';
import CryptoJS from 'crypto-js';

const BASE = 'http://localhost:4713';
const OUT = '/tmp/shots';
const args = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args });
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

function png() {
  const crc = (buf) => { let c, crc = 0xffffffff; for (const b of buf) { c = (crc ^ b) & 0xff; for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1; crc = (crc >>> 8) ^ c; } return (crc ^ 0xffffffff) >>> 0; };
  const chunk = (type, data) => { const len = Buffer.alloc(4); len.writeUInt32BE(data.length); const td = Buffer.concat([Buffer.from(type), data]); const c = Buffer.alloc(4); c.writeUInt32BE(crc(td)); return Buffer.concat([len, td, c]); };
  const w = 64, h = 64; const ihdr = Buffer.alloc(13); ihdr.writeUInt32BE(w, 0); ihdr.writeUInt32BE(h, 4); ihdr[8] = 8; ihdr[9] = 2;
  const raw = Buffer.alloc((w * 3 + 1) * h); for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) { const o = y * (w * 3 + 1) + 1 + x * 3; raw[o] = 180; raw[o + 1] = 35 + y * 2; raw[o + 2] = 95 + x; }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
writeFileSync('/tmp/shots/evidence.png', png());

async function open(viewport, locale) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${BASE}/`);
  await page.waitForLoadState('networkidle');
  if (locale === 'kr') {
    await page.getByRole('button', { name: /^English$/ }).click();
    await page.waitForLoadState('networkidle');
  }
  return { context, page };
}
const shot = (page, name, fullPage = false) => page.screenshot({ path: `${OUT}/${name}.png`, fullPage });

async function formFlow(viewport, locale, tag, words) {
  const { context, page } = await open(viewport, locale);
  await shot(page, `home-${tag}`);
  await page.goto(`${BASE}/phan-anh-to-chuc-xa-hoi`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.getByRole('button', { name: words.send }).click();
  await page.waitForTimeout(300);
  await shot(page, `form-errors-${tag}`, true);
  await page.getByLabel(words.org).fill(`Hội Bảo vệ NTD ${tag}`);
  await page.getByLabel(words.decision).fill('123/QĐ-UBND');
  await page.getByLabel(words.email).fill(`lienhe.${tag}@hoibvntd.vn`);
  await page.getByLabel(words.content, { exact: true }).fill('Phát hiện sản phẩm mỹ phẩm không rõ nguồn gốc, nhãn phụ tiếng Việt bị thiếu.');
  await page.getByLabel(words.images).setInputFiles('/tmp/shots/evidence.png');
  await page.getByRole('img', { name: /1/ }).first().waitFor();
  await page.getByRole('button', { name: words.send }).click();
  await page.getByRole('status').filter({ hasText: words.sent }).waitFor();
  await shot(page, `form-sent-${tag}`, true);
  await page.goto(`${BASE}/phan-anh-to-chuc-xa-hoi/danh-sach`);
  await page.getByRole('list').first().waitFor();
  await page.waitForTimeout(300);
  await shot(page, `list-${tag}`, true);
  await context.close();
}

const VI = { send: 'Gửi phản ánh', org: 'Tên tổ chức', decision: 'Số quyết định thành lập', email: 'Email liên hệ', content: 'Nội dung phản ánh', images: 'Hình ảnh minh chứng', sent: 'Đã gửi phản ánh' };
const KR = { send: 'Send feedback', org: 'Organisation name', decision: 'Establishment decision number', email: 'Contact email', content: 'Feedback', images: 'Supporting images', sent: 'Feedback sent' };

// The admin desk.
async function admin(viewport, locale, tag) {
  const login = await fetch(`${BASE}/api/v1/public/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@modavi.local', password: 'Probe-Admin-Pass1' }) });
  const body = await login.json();
  if (!login.ok) throw new Error(JSON.stringify(body));
  const sid = login.headers.getSetCookie().find((line) => line.startsWith('mdv_sid='))?.split(';')[0].split('=')[1];
  const { context, page } = await open(viewport, locale);
  await context.clearCookies({ name: 'mdv_nologin' });
  await context.addCookies([
    { name: 'mdv_token', value: CryptoJS.AES.encrypt(body.data.token, 'modavi-dev-secret').toString(), url: BASE },
    { name: 'mdv_sid', value: sid, url: BASE, httpOnly: true, sameSite: 'Lax' },
  ]);
  await page.goto(`${BASE}/quan-tri/phan-anh`);
  await page.getByRole('list').first().waitFor();
  await page.getByRole('combobox').first().selectOption('in_progress');
  await page.waitForTimeout(800);
  await shot(page, `admin-${tag}`);
  await context.close();
}
await admin(DESKTOP, 'vi', 'desktop-vi');
await admin(PHONE, 'kr', 'phone-kr');
await browser.close();
