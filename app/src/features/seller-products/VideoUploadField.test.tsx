// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { gatewayError, err, ok, type MediaGateway, type UploadProgress } from '@modavi/core';
import { i18nCreate } from '../../i18n/i18n';
import { errorsReady } from '../../i18n/errors-ready';
import { localeBundleReady } from '../../i18n/locale-bundles';
import { VideoUploadField } from './VideoUploadField';

const videoUpload = vi.fn<MediaGateway['videoUpload']>();
vi.mock('../../hooks/use-services', () => ({ useServices: () => ({ media: { videoUpload } }) }));
// happy-dom reads no video metadata: the length is what each test says.
const duration = vi.hoisted(() => ({ seconds: undefined as number | undefined }));
vi.mock('./video-duration', () => ({ videoDurationOf: async () => duration.seconds }));

afterEach(() => {
  cleanup();
  videoUpload.mockReset();
  duration.seconds = undefined;
});

async function renderIn(locale: 'vi' | 'kr') {
  const i18n = await i18nCreate(locale);
  await Promise.all([localeBundleReady(i18n, 'seller-products'), errorsReady(i18n)]);
  const onChange = vi.fn();
  const onBusyChange = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <VideoUploadField video={null} error={undefined} onChange={onChange} onBusyChange={onBusyChange} />
    </I18nextProvider>,
  );
  return { onChange, onBusyChange };
}

const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const clip = (name = 'clip.mp4', type = 'video/mp4') => new File([new Uint8Array(2048)], name, { type });

describe('VideoUploadField', () => {
  it('uploads a picked video, shows the bytes sent on a progress bar, and keeps its address', async () => {
    let report: (progress: UploadProgress) => void = () => undefined;
    let finish: () => void = () => undefined;
    videoUpload.mockImplementation(async (_file, options) => {
      report = options?.onProgress ?? report;
      await new Promise<void>((resolve) => (finish = resolve));
      return ok({ url: '/media/uploads/0123456789abcdef01234567.mp4', duration_seconds: 12 });
    });
    duration.seconds = 12;
    const { onChange, onBusyChange } = await renderIn('vi');
    pick('Video sản phẩm (tối đa 1)', clip());
    const bar = await screen.findByRole('progressbar', { name: 'Đang tải clip.mp4 lên' });
    report({ sent: 1024 * 1024, total: 4 * 1024 * 1024 });
    await vi.waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('25'));
    expect(bar.getAttribute('aria-valuetext')).toBe('1,0 / 4,0 MB · 25%');
    expect(onBusyChange).toHaveBeenCalledWith(true);
    finish();
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledWith('/media/uploads/0123456789abcdef01234567.mp4'));
    expect(onBusyChange).toHaveBeenLastCalledWith(false);
  });

  it.each([
    ['vi', 'Video sản phẩm (tối đa 1)', 'Video dài tối đa 60 giây', 'Tệp video không được hỗ trợ (mp4, webm, mov)'],
    ['kr', 'Product video (at most 1)', 'Videos can be at most 60 seconds long', 'Video file not supported (mp4, webm, mov)'],
  ] as const)('refuses a video too long or of another type before sending it (%s)', async (locale, label, tooLong, notSupported) => {
    await renderIn(locale);
    duration.seconds = 61;
    pick(label, clip());
    expect((await screen.findByRole('alert')).textContent).toBe(tooLong);
    pick(label, clip('clip.avi', 'video/x-msvideo'));
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe(notSupported));
    expect(videoUpload).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the page’s words', async () => {
    videoUpload.mockResolvedValue(err(gatewayError('INVALID_REQUEST', { status: 400, errorCode: 'FILE.VIDEO_TOO_LONG' })));
    await renderIn('kr');
    pick('Product video (at most 1)', clip('live.webm', 'video/webm'));
    expect((await screen.findByRole('alert')).textContent).toBe('Videos can be at most 60 seconds long');
  });
});
