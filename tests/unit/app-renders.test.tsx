import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { App } from '../../src/app.tsx';

describe('the React app', () => {
  it('renders the landing page inside the Mantine provider', () => {
    const html = renderToString(<App />);
    expect(html).toContain('Asynchronous video interviews');
  });
});
