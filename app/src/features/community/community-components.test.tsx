// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type * as Router from '@tanstack/react-router';
import { err, gatewayError, ok, type CommunityGateway, type Locale, type Post, type PostComment } from '@modavi/core';
import { makePost } from '@modavi/core/testing';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { LOGIN_PROMPT_EVENT } from '../auth/login-prompt';
import { communityWordsReady } from './community-loaders';
import { PostCard } from './PostCard';
import { PostComposer } from './PostComposer';
import { CommentForm } from './CommentForm';
import { CommunityFeedPage } from './CommunityFeedPage';

const postCreate = vi.fn<CommunityGateway['postCreate']>();
const commentCreate = vi.fn<CommunityGateway['commentCreate']>();
const likeSet = vi.fn<CommunityGateway['likeSet']>();
let loggedIn = false;
const community = async () => ({ postCreate, commentCreate, likeSet }) as unknown as CommunityGateway;
vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({ community, tokens: { isLoggedIn: () => loggedIn }, media: {}, catalogue: {} }),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  Link: ({ children, className, to, params, search }: { children: ReactNode; className?: string; to: string; params?: Record<string, string>; search?: Record<string, string> }) => {
    const path = Object.entries(params ?? {}).reduce((href, [key, value]) => href.replace(`$${key}`, value), to);
    const query = new URLSearchParams(search ?? {}).toString();
    return (
      <a href={query ? `${path}?${query}` : path} className={className}>
        {children}
      </a>
    );
  },
}));

let instances: Record<Locale, i18n>;
beforeAll(async () => {
  const made = await Promise.all(
    (['vi', 'kr'] as const).map(async (locale) => {
      const instance = await i18nCreate(locale);
      await communityWordsReady({ i18n: instance });
      return instance;
    }),
  );
  instances = { vi: made[0] as i18n, kr: made[1] as i18n };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  loggedIn = false;
});

const renderIn = (locale: Locale, node: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={instances[locale]}>
        <ToastProvider label="toast" viewportLabel="toasts" closeLabel="close">
          {node}
        </ToastProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );

const composer = (locale: Locale) => {
  renderIn(locale, <PostComposer open onOpenChange={() => undefined} />);
  const dialog = screen.getByRole('dialog');
  const text = within(dialog).getByRole('textbox', { name: locale === 'vi' ? 'Nội dung' : 'Text' });
  const send = within(dialog).getByRole('button', { name: locale === 'vi' ? 'Đăng' : 'Post' });
  return { dialog, text, send };
};

describe('the post composer', () => {
  it.each([
    ['vi', '', 'Vui lòng nhập nội dung hoặc thêm ảnh, video'],
    ['vi', 'a'.repeat(301), 'Nội dung bài viết tối đa 300 ký tự'],
    ['vi', 'đồ shit quá', 'Nội dung không phù hợp'],
    ['kr', '', 'Write something or add images or a video'],
    ['kr', 'a'.repeat(301), 'Posts can have up to 300 characters'],
    ['kr', 'what the fuck', 'Inappropriate content'],
  ] as const)('refuses before sending, with core’s message (%s: %j)', async (locale, content, message) => {
    const { dialog, text, send } = composer(locale);
    fireEvent.change(text, { target: { value: content } });
    fireEvent.click(send);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(postCreate).not.toHaveBeenCalled();
  });

  it('checks again on every change after the first send: a fixed text loses its message (vi)', async () => {
    const { dialog, text, send } = composer('vi');
    fireEvent.change(text, { target: { value: 'đồ shit quá' } });
    fireEvent.click(send);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Nội dung không phù hợp');
    fireEvent.change(text, { target: { value: 'đồ đẹp quá' } });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(text.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(text, { target: { value: 'a'.repeat(301) } });
    expect(within(dialog).getByRole('alert').textContent).toBe('Nội dung bài viết tối đa 300 ký tự');
    expect(postCreate).not.toHaveBeenCalled();
  });

  it('counts characters and sends the text with its hashtags left to the server', async () => {
    postCreate.mockResolvedValue(ok(makePost({ content: 'Áo mới #ootd' })));
    const { dialog, text, send } = composer('vi');
    fireEvent.change(text, { target: { value: 'Áo mới #ootd' } });
    expect(within(dialog).getByText('12/300 ký tự')).toBeTruthy();
    fireEvent.click(send);
    await vi.waitFor(() => expect(postCreate).toHaveBeenCalledWith(expect.objectContaining({ content: 'Áo mới #ootd', media: [], product_ids: [] })));
  });

  it('shows the server’s refusal from the catalogue (kr)', async () => {
    postCreate.mockResolvedValue(err(gatewayError('INVALID_REQUEST', { status: 400, errorCode: 'POST.PRODUCT_UNKNOWN' })));
    const { text, send } = composer('kr');
    fireEvent.change(text, { target: { value: 'hello' } });
    fireEvent.click(send);
    expect(await screen.findByText('A tagged product does not exist')).toBeTruthy();
  });
});

describe('the comment box', () => {
  it('checks again on every change after the first send, and starts clean after a sent comment (kr)', async () => {
    commentCreate.mockResolvedValue(ok({ _id: 'c1' } as PostComment));
    renderIn('kr', <CommentForm postId="p1" />);
    const text = screen.getByRole('textbox', { name: 'Write a comment' });
    fireEvent.change(text, { target: { value: 'a'.repeat(301) } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Replies can have up to 300 characters');
    fireEvent.change(text, { target: { value: 'Đẹp quá' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await vi.waitFor(() => expect(commentCreate).toHaveBeenCalledWith('p1', expect.objectContaining({ content: 'Đẹp quá' })));
    await vi.waitFor(() => expect((text as HTMLTextAreaElement).value).toBe(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the feed’s tab strip', () => {
  it('fades the side that hides more tabs when it scrolls sideways on a phone (vi)', () => {
    renderIn('vi', <CommunityFeedPage tab="all" tag={null} />);
    const strip = within(screen.getByRole('navigation', { name: 'Bảng tin' })).getByRole('list');
    expect(strip.hasAttribute('data-more-end')).toBe(false);
    Object.defineProperty(strip, 'scrollWidth', { value: 360, configurable: true });
    Object.defineProperty(strip, 'clientWidth', { value: 328, configurable: true });
    fireEvent.scroll(strip);
    expect(strip.hasAttribute('data-more-end')).toBe(true);
    expect(strip.hasAttribute('data-more-start')).toBe(false);
  });
});

describe('a post card', () => {
  const post = (overrides: Partial<Post> = {}) =>
    makePost({ _id: 'p1', content: 'Đi biển #Hè nhé', images: ['/media/uploads/a.png', '/media/uploads/b.png'], like_count: 3, comment_count: 1, ...overrides });

  it('links the author’s wall, the hashtags, the tagged products and the comments (vi)', () => {
    renderIn('vi', <PostCard post={post({ products: [{ _id: 'prod-1', name: 'Váy hoa', image: null }], edited_at: 1 })} />);
    const card = screen.getByRole('article');
    expect(within(card).getByRole('link', { name: /Lan/ }).getAttribute('href')).toMatch(/^\/tuong\//);
    expect(within(card).getByRole('link', { name: '#Hè' }).getAttribute('href')).toBe('/cong-dong?tag=h%C3%A8');
    expect(within(card).getByRole('link', { name: 'Váy hoa' }).getAttribute('href')).toBe('/san-pham/prod-1?position=Community');
    expect(within(card).getAllByRole('img', { name: /Ảnh \d của bài viết/ })).toHaveLength(2);
    expect(within(card).getByRole('link', { name: '1 bình luận' }).getAttribute('href')).toBe('/post/p1');
    expect(within(card).getByText(/đã chỉnh sửa/)).toBeTruthy();
  });

  it('asks a guest to log in to like; an account likes and sees it pressed (kr)', async () => {
    const prompts: Event[] = [];
    window.addEventListener(LOGIN_PROMPT_EVENT, (event) => prompts.push(event));
    renderIn('kr', <PostCard post={post()} />);
    fireEvent.click(screen.getByRole('button', { name: '3 likes' }));
    expect(prompts).toHaveLength(1);
    expect(likeSet).not.toHaveBeenCalled();
    cleanup();

    loggedIn = true;
    likeSet.mockResolvedValue(ok(post({ liked: true, like_count: 4 })));
    renderIn('kr', <PostCard post={post({ liked: true, like_count: 4, video: '/media/uploads/v.mp4', images: [] })} />);
    const like = screen.getByRole('button', { name: '4 likes' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByLabelText('Post video').tagName).toBe('VIDEO');
    fireEvent.click(like);
    await vi.waitFor(() => expect(likeSet).toHaveBeenCalledWith('p1', false));
  });
});
