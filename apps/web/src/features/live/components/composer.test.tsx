import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Msg } from '@app/contract/messages';
import { renderAt } from '../../../test/render';
import { Composer, type ComposerMode, type ComposerQuote } from './composer';

function setup(
  options: { mode?: ComposerMode; quote?: ComposerQuote | null; upload?: (f: File) => Promise<string> } = {},
) {
  const onSend = vi.fn((_: { content: string; pic: string | null; draft: string }) => true);
  const onCancelQuote = vi.fn();
  const onLogin = vi.fn();
  const upload = vi.fn(options.upload ?? (async () => '/uploads/x.png'));
  renderAt(
    <Composer
      mode={options.mode ?? 'member'}
      quote={options.quote ?? null}
      onCancelQuote={onCancelQuote}
      onSend={onSend}
      onLogin={onLogin}
      upload={upload}
    />,
  );
  return { onSend, onCancelQuote, onLogin, upload };
}

const input = () => screen.getByTestId('composer-input') as HTMLTextAreaElement;
const type = (value: string) => fireEvent.change(input(), { target: { value } });
const fileInput = () => screen.getByLabelText('上传图片') as HTMLInputElement;
const pick = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });

describe('composer', () => {
  it('shows the upload control while the input is empty and the send button otherwise', () => {
    setup();
    expect(screen.getByTestId('upload-control')).toBeTruthy();
    expect(screen.queryByTestId('send-button')).toBeNull();

    type('今天关注半导体');
    expect(screen.queryByTestId('upload-control')).toBeNull();
    expect(screen.getByRole('button', { name: '发送' })).toBeTruthy();

    type('');
    expect(screen.getByTestId('upload-control')).toBeTruthy();
    expect(screen.queryByTestId('send-button')).toBeNull();
  });

  it('says 内容不能为空 and sends nothing for blank content', async () => {
    const { onSend } = setup();
    type('   ');
    fireEvent.click(screen.getByTestId('send-button'));
    expect(await screen.findByText(Msg.contentEmpty)).toBeTruthy();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).not.toHaveBeenCalled();
  });

  it('sends the text as escaped HTML and clears the input', () => {
    const { onSend } = setup();
    type('看好<b>券商</b>\n明天见');
    fireEvent.click(screen.getByTestId('send-button'));
    expect(onSend).toHaveBeenCalledWith({
      content: '看好&lt;b&gt;券商&lt;/b&gt;<br>明天见',
      pic: null,
      draft: '看好<b>券商</b>\n明天见',
    });
    expect(input().value).toBe('');
    expect(screen.getByTestId('upload-control')).toBeTruthy();
  });

  it('keeps the text when the message could not be handed over', () => {
    const { onSend } = setup();
    onSend.mockReturnValue(false);
    type('连接断了吗');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(input().value).toBe('连接断了吗');
  });

  it('inserts an emoji at the cursor', () => {
    setup();
    type('早盘开');
    input().setSelectionRange(2, 2);
    fireEvent.click(screen.getByTestId('emoji-button'));
    fireEvent.click(screen.getByRole('button', { name: '👍' }));
    expect(input().value).toBe('早盘👍开');
  });

  it('refuses a file that is not a png, jpg, jpeg, gif or bmp picture', async () => {
    const { upload, onSend } = setup();
    pick(new File(['MZ'], 'report.exe', { type: 'application/octet-stream' }));
    expect(await screen.findByText(Msg.uploadUnsupported)).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
    expect(onSend).not.toHaveBeenCalled();
  });

  it('shows 上传中 while uploading, then sends the picture as an image tag', async () => {
    let finish: (url: string) => void = () => {};
    const { upload, onSend } = setup({
      upload: () => new Promise<string>((resolve) => (finish = resolve)),
    });
    pick(new File(['png'], 'K线.PNG', { type: 'image/png' }));
    expect(await screen.findByText(Msg.uploading)).toBeTruthy();
    expect(upload).toHaveBeenCalledTimes(1);

    finish('/uploads/2026/abc.png');
    await waitFor(() =>
      expect(onSend).toHaveBeenCalledWith({
        content: '<img src="/uploads/2026/abc.png">',
        pic: '/uploads/2026/abc.png',
        draft: '',
      }),
    );
    await waitFor(() => expect(screen.queryByText(Msg.uploading)).toBeNull());
  });

  it('shows the quoted text with a cancel control', () => {
    const { onCancelQuote } = setup({ quote: { id: 9, text: '图片' } });
    const bar = screen.getByTestId('quote-bar');
    expect(bar.textContent).toContain('图片');
    fireEvent.click(screen.getByRole('button', { name: '取消引用' }));
    expect(onCancelQuote).toHaveBeenCalledTimes(1);
  });

  it('asks visitors to log in instead of showing the input', () => {
    const { onLogin } = setup({ mode: 'visitor' });
    expect(screen.queryByTestId('composer-input')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '登录后才能发言' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
  });

  it('shows no input when comments are closed', () => {
    setup({ mode: 'closed' });
    expect(screen.queryByTestId('composer-input')).toBeNull();
    expect(screen.getByText('当前直播间未开放评论')).toBeTruthy();
  });
});
