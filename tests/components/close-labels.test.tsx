// Mantine's close buttons are icons alone: the theme names them, in the page's language (issue #36).
import { Modal } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadCatalogues } from '../../src/i18n/catalogues.ts';
import { renderScreen } from './render.tsx';

describe("a dialog's close button", () => {
  it('is named in the language the page speaks when it opens', async () => {
    await loadCatalogues(['candidate'], 'es');
    renderScreen(
      <Modal opened onClose={() => undefined} title="Ïñţéŕvîéŵ">
        <p>Ţĥîš</p>
      </Modal>,
    );
    expect(await screen.findByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });
});
