// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ReactNode } from 'react';
import type * as Router from '@tanstack/react-router';
import { err, gatewayError, ok, type CommentThread, type CommunityGateway, type Locale } from '@modavi/core';
import { makePost } from '@modavi/core/testing';
import { ToastProvider } from '@modavi/ui';
import { i18nCreate } from '../../i18n/i18n';
import { communityWordsReady } from './community-loaders';
import { PostPage } from './PostPage';

const post = vi.fn<CommunityGateway['post']>();
const comments = vi.fn<CommunityGateway['comments']>();
const commentCreate = vi.fn<CommunityGateway['commentCreate']>();
const mentionCandidates = vi.fn<CommunityGateway['mentionCandidates']>();
let loggedIn = true;
const community = async () => ({ post, comments, commentCreate, mentionCandidates }) as unknown as CommunityGateway;
vi.mock('../../hooks/use-services', () => ({
  useServices: () => ({ community, tokens: { isLoggedIn: () => loggedIn }, media: {}, catalogue: {} }),
}));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof Router>()),
  useNavigate: () => vi.fn(),
  Link: ({ children, className, to, params }: { children: ReactNode; className?: string; to: string; params?: Record<string, string> }) => (
    <a href={Object.entries(params ?? {}).reduce((href, [key, value]) => href.replace(`$${key}`, value), to)} className={className}>
      {children}
    </a>
  ),
}));

const thread = (id: string, overrides: Partial<CommentThread> = {}): CommentThread => ({
  _id: id,
  post_id: 'p1',
  parent_id: null,
  author: { _id: 'u2', name: 'B*****h', avatar: null },
  content: `Bình luận ${id}`,
  image: null,
  mentions: [],
  is_author: false,
  created_at: Date.UTC(2026, 10, 27),
  edited_at: null,
  replies: [],
  reply_count: 0,
  ...overrides,
});

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
  loggedIn = true;
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

describe('the post page', () => {
  it('shows the author’s own controls, the comments with their replies, and sends a reply mentioning the person answered (vi)', async () => {
    post.mockResolvedValue(ok(makePost({ _id: 'p1', is_author: true, comment_count: 2 })));
    comments.mockResolvedValue(ok({ items: [thread('c1', { replies: [thread('c2', { parent_id: 'c1', mentions: [{ _id: 'u1', name: 'Lan', avatar: null }] })] })], next_cursor: null, total: 1 }));
    commentCreate.mockResolvedValue(ok(thread('c3', { parent_id: 'c1' })));
    renderIn('vi', <PostPage id="p1" />);
    expect(await screen.findByRole('button', { name: 'Chỉnh sửa' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Xóa bài viết' })).toBeTruthy();
    expect(await screen.findByText('Bình luận c1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '@Lan' }).getAttribute('href')).toBe('/tuong/u1');
    // Someone else's comment: reply, no edit or delete.
    expect(screen.queryByRole('button', { name: 'Sửa' })).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'Trả lời' })[0] as HTMLElement);
    const reply = screen.getByRole('textbox', { name: 'Trả lời B*****h' });
    fireEvent.change(reply, { target: { value: 'Cảm ơn bạn' } });
    fireEvent.click(within(reply.closest('form') as HTMLElement).getByRole('button', { name: 'Gửi' }));
    await vi.waitFor(() => expect(commentCreate).toHaveBeenCalledWith('p1', { content: 'Cảm ơn bạn', images: [], mentions: ['u2'], parent_id: 'c1' }));
  });

  it('offers the people to mention after "@", writes the picked name, and refuses the same person twice before sending (vi, issue 25.9)', async () => {
    post.mockResolvedValue(ok(makePost({ _id: 'p1' })));
    comments.mockResolvedValue(ok({ items: [], next_cursor: null, total: 0 }));
    mentionCandidates.mockResolvedValue(ok([{ _id: 'u5', name: 'Lan', avatar: null }, { _id: 'u6', name: 'Lê Long', avatar: null }, { _id: 'u7', name: 'Mai', avatar: null }]));
    commentCreate.mockResolvedValue(ok(thread('c9')));
    renderIn('vi', <PostPage id="p1" />);
    const box = (await screen.findByRole('textbox', { name: 'Viết bình luận' })) as HTMLTextAreaElement;
    const type = (value: string) => fireEvent.change(box, { target: { value, selectionStart: value.length, selectionEnd: value.length } });
    type('Xem nè @lo');
    const list = await screen.findByRole('listbox', { name: 'Gợi ý người để nhắc đến' });
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['Lê Long']);
    expect(mentionCandidates).toHaveBeenCalledWith('p1');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(box.value).toBe('Xem nè ');
    expect(screen.getByRole('button', { name: 'Bỏ nhắc đến Lê Long' })).toBeTruthy();

    type('Xem nè @l');
    fireEvent.click(await screen.findByRole('option', { name: 'Lê Long' }));
    fireEvent.click(within(box.closest('form') as HTMLElement).getByRole('button', { name: 'Gửi' }));
    expect(await screen.findByText('Bạn đã nhắc đến người này rồi')).toBeTruthy();
    expect(commentCreate).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: 'Bỏ nhắc đến Lê Long' })[1] as HTMLElement);
    expect(screen.queryByText('Bạn đã nhắc đến người này rồi')).toBeNull();
    fireEvent.click(within(box.closest('form') as HTMLElement).getByRole('button', { name: 'Gửi' }));
    await vi.waitFor(() => expect(commentCreate).toHaveBeenCalledWith('p1', { content: 'Xem nè ', images: [], mentions: ['u6'] }));
  });

  it('a guest reads without controls and is offered the login to comment (kr)', async () => {
    loggedIn = false;
    post.mockResolvedValue(ok(makePost({ _id: 'p1' })));
    comments.mockResolvedValue(ok({ items: [], next_cursor: null, total: 0 }));
    renderIn('kr', <PostPage id="p1" />);
    expect(await screen.findByRole('button', { name: 'Log in to comment' })).toBeTruthy();
    expect(await screen.findByText('No comments yet. Be the first!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('a missing post is the not-found page', async () => {
    post.mockResolvedValue(err(gatewayError('NOT_FOUND', { status: 404, errorCode: 'POST.NOT_FOUND' })));
    comments.mockResolvedValue(ok({ items: [], next_cursor: null, total: 0 }));
    renderIn('vi', <PostPage id="gone" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang này.' })).toBeTruthy();
  });
});
