/**
 * @jest-environment jsdom
 */
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { loadMessages, MessagesProvider, useLocale, useT } from './messages';

function CallLabel() {
  const t = useT();
  return <p lang={useLocale()}>{t('shell.callLabel', { phone: '(510) 555-0142' })}</p>;
}

describe('MessagesProvider', () => {
  it('gives the Spanish catalogue to a Spanish page once its chunk is in', async () => {
    // As the entry does before hydrating a Spanish page.
    await loadMessages('es');
    render(
      <Suspense fallback={null}>
        <MessagesProvider locale="es">
          <CallLabel />
        </MessagesProvider>
      </Suspense>,
    );
    const label = screen.getByText('Llamar al (510) 555-0142');
    expect(label).toHaveAttribute('lang', 'es');
  });

  it('is English without a provider', () => {
    render(<CallLabel />);
    expect(screen.getByText('Call (510) 555-0142')).toHaveAttribute('lang', 'en');
  });
});
