import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { AgeGate } from '../../web/src/app/age-gate/age-gate';
import { AGE_GATE_CONFIRMED, AGE_GATE_STORAGE_KEY } from '../../web/src/config/age-gate';
import { renderWithProviders } from './render';

const realUserAgent = navigator.userAgent;

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: userAgent });
}

function renderGate(url = '/') {
  return renderWithProviders(
    <>
      <main>
        <h1>Shop</h1>
        <Link to="/Faq">FAQ</Link>
      </main>
      <AgeGate />
    </>,
    { url },
  );
}

const gate = () => screen.queryByRole('dialog', { name: 'Are you 21 or older?' });

beforeEach(() => window.localStorage.removeItem(AGE_GATE_STORAGE_KEY));
afterEach(() => setUserAgent(realUserAgent));

describe('21+ age gate', () => {
  it('asks a first-time visitor in a modal dialog, with focus on the confirmation', () => {
    renderGate();
    const dialog = gate();
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I am 21 or older' }));
  });

  it('lets an adult in and remembers the answer in this browser', async () => {
    const { unmount } = renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'I am 21 or older' }));
    expect(gate()).toBeNull();
    expect(window.localStorage.getItem(AGE_GATE_STORAGE_KEY)).toBe(AGE_GATE_CONFIRMED);
    unmount();
    renderGate('/Faq');
    expect(gate()).toBeNull();
  });

  it('says a polite goodbye to someone under 21, keeps the shop closed and remembers nothing', async () => {
    renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'I am under 21' }));
    const goodbye = screen.getByRole('dialog', { name: 'Sorry, you cannot enter' });
    expect(goodbye.textContent).toContain('You must be 21 or older to visit this shop.');
    expect(window.localStorage.getItem(AGE_GATE_STORAGE_KEY)).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Sorry, you cannot enter' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'I answered by mistake' }));
    expect(gate()).toBeTruthy();
  });

  it('cannot be dismissed with Escape, and keeps Tab inside', async () => {
    renderGate();
    await userEvent.keyboard('{Escape}');
    expect(gate()).toBeTruthy();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    expect(gate()?.contains(document.activeElement)).toBe(true);
  });

  it.each(['/TermAndCondition', '/FdaDisclaimer', '/privacypolicy', '/RefundPolicy'])(
    'does not stand in front of the legal page %s',
    (url) => {
      renderGate(url);
      expect(gate()).toBeNull();
    },
  );

  it('lets search-engine crawlers through', () => {
    setUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    renderGate();
    expect(gate()).toBeNull();
  });
});
