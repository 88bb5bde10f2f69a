// A FILE question in the interview step (issue #37 item 2): it says what may be uploaded and how
// large, offers a picker for those types only, refuses a file of another type or over 20 MB before
// a byte is sent, shows the file already sent with a way to send another, and no picker once the
// attempts are used.
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileAnswer, type SentFile } from '../../src/features/take/components/file-answer.tsx';
import type { TakeInterview } from '#contract/take';
import { renderScreen, signedIn } from './render.tsx';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const question: TakeInterview['questions'][number] = {
  id: id(101),
  order_number: 1,
  text: 'Please upload your CV.',
  response_format: 'FILE',
  time_limit_seconds: 120,
  thinking_seconds: 0,
  max_attempts: 2,
  multiple_choice: false,
  options: [],
};

function renderFileAnswer(sent: SentFile | null = null) {
  const onSubmit = vi.fn(async () => undefined);
  const fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  const view = renderScreen(
    <FileAnswer
      invitationId={id(301)}
      question={question}
      sent={sent}
      onSubmit={onSubmit}
      onBusyChange={() => {}}
    />,
    { session: signedIn() },
  );
  return { ...view, onSubmit, fetch };
}

/** The picker's file input (Mantine's FileButton keeps it out of sight). */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('No file input');
  return input;
}

/** Picks `file` the way a browser does when its dialog is told to show every file. */
function pick(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FileAnswer', () => {
  it('says what to upload and offers those types only', async () => {
    renderFileAnswer();
    expect(
      await screen.findByText('Upload one file: a PDF, PNG, JPEG or Word document of up to 20 MB.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeInTheDocument();
    expect(fileInput().accept.split(',')).toEqual(
      expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg', '.docx']),
    );
  });

  it('refuses a file over 20 MB before sending anything', async () => {
    const { onSubmit, fetch } = renderFileAnswer();
    const large = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    Object.defineProperty(large, 'size', { value: 20 * 1024 * 1024 + 1 });

    pick(large);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is larger than 20 MB. Please choose a smaller one.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('refuses a file of another type before sending anything', async () => {
    const { onSubmit, fetch } = renderFileAnswer();

    pick(new File(['<html></html>'], 'page.html', { type: 'text/html' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not a PDF, PNG, JPEG or Word document',
    );
    expect(onSubmit).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the file sent, and lets the candidate send another while attempts remain', async () => {
    renderFileAnswer({ name: 'Lucía CV.pdf', take: 1, attempts: 1 });
    expect(await screen.findByText('Sent: Lucía CV.pdf')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();
  });

  it('offers no picker once every attempt is used', async () => {
    renderFileAnswer({ name: 'cv.pdf', take: 2, attempts: 2 });
    expect(
      await screen.findByText('This answer has used all 2 attempts and can no longer be changed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose/ })).not.toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
