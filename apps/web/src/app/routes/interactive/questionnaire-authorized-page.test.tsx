import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StorageKey } from '@app/contract/storage-keys';
import type * as navigation from '../../../lib/navigation';
import { storage } from '../../../lib/storage';
import { renderAt, stubFetch } from '../../../test/render';
import { QuestionnaireAuthorizedPage } from './questionnaire-authorized-page';

const navigate = vi.hoisted(() => vi.fn());
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  appNavigate: navigate,
}));
afterEach(() => {
  navigate.mockReset();
  storage.remove(StorageKey.token);
});

const quiz = {
  id: 7,
  kind: 'quiz',
  title: '均线知识小测',
  description: '三道题检验你对均线的理解',
  liveId: 1,
  questions: [
    { id: 1, title: '5日均线代表什么？', options: [{ key: 'A', text: '一周平均价' }] },
    { id: 2, title: '金叉是指？', options: [{ key: 'A', text: '短线上穿长线' }] },
  ],
  maxScore: 20,
  answer: null,
};
const URL_7 = '/pages/applets/template/authorized/index?id=7';

describe('QuestionnaireAuthorizedPage', () => {
  it('shows a visitor what the questionnaire asks and sends them on to answer it (the guard asks for login)', async () => {
    stubFetch(() => ({ code: 200, msg: '', data: quiz }));
    renderAt(<QuestionnaireAuthorizedPage />, URL_7);
    const preview = await screen.findByTestId('questionnaire-preview');
    expect(preview.textContent).toContain('均线知识小测');
    expect(preview.textContent).toContain('共2题');
    expect(preview.textContent).toContain('金叉是指？');
    // Nothing to choose here: answers are a member's.
    expect(screen.queryByTestId('questionnaire-form')).toBeNull();
    fireEvent.click(screen.getByTestId('questionnaire-login'));
    expect(navigate).toHaveBeenCalledWith('/pages/applets/template/index?id=7');
  });

  it('takes a signed-in member straight to the answer page, in place of this one, without loading it here', async () => {
    storage.set(StorageKey.token, 'member-token');
    const fetchMock = stubFetch(() => ({ code: 200, msg: '', data: quiz }));
    renderAt(<QuestionnaireAuthorizedPage />, URL_7);
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/pages/applets/template/index?id=7', 'redirectTo'),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says the questionnaire is missing without an id', async () => {
    stubFetch(() => ({ code: 200, msg: '', data: quiz }));
    renderAt(<QuestionnaireAuthorizedPage />, '/pages/applets/template/authorized/index');
    expect(await screen.findByText('问卷不存在')).toBeTruthy();
    expect(navigate).not.toHaveBeenCalled();
  });
});
