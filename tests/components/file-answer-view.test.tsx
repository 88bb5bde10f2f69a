// A file answer in the review (issue #37 item 2): its name, kind and size, and 'Download {name}',
// which saves the api's file under its exact name (the header's filename*); under blind review
// neither the name nor a download is offered.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileAnswerView } from '../../src/features/reviews/components/file-answer-view.tsx';
import { renderScreen, signedIn } from './render.tsx';

const REVIEW_ID = '11111111-1111-4111-8111-111111111111';
const RESPONSE_ID = '22222222-2222-4222-8222-222222222222';
const NAME = 'Lucía Pérez – CV.pdf';

/** The files the browser was asked to save, by name. */
function savedFiles() {
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('FileAnswerView', () => {
  it('names the file, its kind and size, and saves it under its own name', async () => {
    const saved = savedFiles();
    const fetch = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46]), {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="Luc_a P_rez _ CV.pdf"; filename*=UTF-8''${encodeURIComponent(NAME)}`,
          },
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const { user } = renderScreen(
      <FileAnswerView
        reviewId={REVIEW_ID}
        responseId={RESPONSE_ID}
        file={{ name: NAME, type: 'application/pdf', size: 1_572_864, downloadable: true }}
      />,
      { session: signedIn() },
    );

    expect(await screen.findByText(NAME)).toBeInTheDocument();
    expect(screen.getByText('PDF document, 1.5 MB')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `Download ${NAME}` }));

    await vi.waitFor(() => expect(saved).toEqual([NAME]));
    expect(fetch.mock.calls[0]?.[0]).toMatch(
      new RegExp(`/reviews/${REVIEW_ID}/answers/${RESPONSE_ID}/file$`),
    );
  });

  it('under blind review offers neither the name nor a download', async () => {
    renderScreen(
      <FileAnswerView
        reviewId={REVIEW_ID}
        responseId={RESPONSE_ID}
        file={{ name: null, type: 'image/png', size: 2048, downloadable: false }}
      />,
      { session: signedIn() },
    );
    expect(await screen.findByText('Name hidden by blind review')).toBeInTheDocument();
    expect(screen.getByText('PNG image, 2 KB')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Download/ })).not.toBeInTheDocument();
  });
});
