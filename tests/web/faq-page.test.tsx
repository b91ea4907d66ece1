import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FaqPage } from '../../web/src/features/content/support/faq-page';
import { renderWithProviders } from './render';

const questions = () => screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
const expanded = () => questions().filter((button) => button.getAttribute('aria-expanded') === 'true');
const visibleAnswers = () => screen.queryAllByRole('region');

describe('FAQ accordion', () => {
  it('lists the seven questions, all closed, under its own heading', () => {
    renderWithProviders(<FaqPage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Frequently Asked Questions');
    expect(document.title).toBe('FAQ | ESI Vape & Smoke Shop');
    expect(questions()).toHaveLength(7);
    expect(expanded()).toHaveLength(0);
    expect(visibleAnswers()).toHaveLength(0);
  });

  it('opens one answer at a time, and a click on the open one closes it', async () => {
    renderWithProviders(<FaqPage />);
    const charging = screen.getByRole('button', { name: /How do I charge my device/ });
    const podLife = screen.getByRole('button', { name: /How long does a pod last/ });

    await userEvent.click(charging);
    expect(expanded()).toEqual([charging]);
    const answer = screen.getByRole('region', { name: /How do I charge my device/ });
    expect(answer.textContent).toContain('at least 45 minutes');
    expect(charging.getAttribute('aria-controls')).toBe(answer.id);

    await userEvent.click(podLife);
    expect(expanded()).toEqual([podLife]);
    expect(screen.getByRole('region').textContent).toContain('5-7 days');

    await userEvent.click(podLife);
    expect(expanded()).toEqual([]);
    expect(visibleAnswers()).toHaveLength(0);
  });

  it('works from the keyboard: Enter toggles, arrows, Home and End move between questions', async () => {
    renderWithProviders(<FaqPage />);
    const all = questions();
    all[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(all[1]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(all[6]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(all[0]);
    await userEvent.keyboard('{ArrowUp}{Home}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(all[4]);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('region', { name: /How long does shipping take/ }).textContent).toContain('24-48 hours');
    await userEvent.keyboard(' ');
    expect(expanded()).toHaveLength(0);
  });
});
