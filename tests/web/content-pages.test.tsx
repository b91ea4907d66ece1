import type { ComponentType } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandStoryPage } from '../../web/src/features/content/brand/brand-story-page';
import { BrandTeamPage } from '../../web/src/features/content/brand/brand-team-page';
import { BrandValuesPage } from '../../web/src/features/content/brand/brand-values-page';
import { MissionBrandPage } from '../../web/src/features/content/brand/mission-brand-page';
import { OurMissionPage } from '../../web/src/features/content/brand/our-mission-page';
import { WhyBrandsPage } from '../../web/src/features/content/brand/why-brands-page';
import { Blog1Page } from '../../web/src/features/content/blog/blog1-page';
import { FooterBlogPage } from '../../web/src/features/content/blog/footer-blog-page';
import { SquadBlogPage } from '../../web/src/features/content/blog/squad-blog-page';
import { CareerPage } from '../../web/src/features/content/company/career-page';
import { CommunityPage } from '../../web/src/features/content/company/community-page';
import { MilitaryPage } from '../../web/src/features/content/company/military-page';
import { WholesalePage } from '../../web/src/features/content/company/wholesale-page';
import { FdaDisclaimerPage } from '../../web/src/features/content/legal/fda-disclaimer-page';
import { PrivacyPolicyPage } from '../../web/src/features/content/legal/privacy-policy-page';
import { RefundPolicyPage } from '../../web/src/features/content/legal/refund-policy-page';
import { TermsPage } from '../../web/src/features/content/legal/terms-page';
import { HelpCenterPage } from '../../web/src/features/content/support/help-center-page';
import { DisposableVapePage } from '../../web/src/features/listing/lines/disposable-vape-page';
import { ProDevicePage } from '../../web/src/features/listing/lines/pro-device-page';
import { VapeKitPage } from '../../web/src/features/listing/lines/vape-kit-page';
import { meMock } from './account-fixtures';
import { searchProductsMock } from './fixtures';
import { renderWithProviders } from './render';

const PAGES: [name: string, Page: ComponentType, heading: string][] = [
  ['OurMission', OurMissionPage, 'Our Mission'],
  ['MissionBrand', MissionBrandPage, 'The Mission of Our Brand'],
  ['BrandStory', BrandStoryPage, 'Our Story'],
  ['BrandValues', BrandValuesPage, 'Our Values'],
  ['BrandTeam', BrandTeamPage, 'Our Team'],
  ['WhyBrands', WhyBrandsPage, 'Why Our Brands'],
  ['Career', CareerPage, 'Careers'],
  ['Community', CommunityPage, 'Our Community'],
  ['WholeSale', WholesalePage, 'Wholesale Inquiries'],
  ['Military', MilitaryPage, 'Military & First Responder Discount'],
  ['TermAndCondition', TermsPage, 'Terms of Service'],
  ['FdaDisclaimer', FdaDisclaimerPage, 'FDA and THC Disclaimer'],
  ['RefundPolicy', RefundPolicyPage, 'Refund Policy'],
  ['PrivacyPolicy', PrivacyPolicyPage, 'Privacy Policy'],
  ['HelpCenter', HelpCenterPage, 'Help Center'],
  ['FooterBlog', FooterBlogPage, 'Blogs'],
  ['SquadBlog', SquadBlogPage, 'ESI Squad Blog'],
  ['Blog1', Blog1Page, 'Modular Disposables Compared: Vista Duo 20000 vs Lumen X 30000'],
  ['ProDevice', ProDevicePage, 'ESI PRO'],
];

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');

describe('information pages', () => {
  it.each(PAGES)('/%s has its own heading, a tab title and a breadcrumb from Home', (_, Page, heading) => {
    // A guest: the military page asks who is signed in.
    renderWithProviders(<Page />, { mocks: [meMock(null)] });
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([heading]);
    expect(document.title).toMatch(/ \| ESI Vape & Smoke Shop$/);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getAllByRole('link')[0]?.getAttribute('href')).toBe('/');
    for (const image of screen.queryAllByRole('img')) expect(image.getAttribute('aria-label')).toBeTruthy();
  });

  it('links the why-brands page to the four brand pages, and the team page to careers', () => {
    const { unmount } = renderWithProviders(<WhyBrandsPage />);
    expect(href(/Our Mission/)).toBe('/MissionBrand');
    expect(href(/Our Story/)).toBe('/BrandStory');
    expect(href(/Our Values/)).toBe('/BrandValues');
    expect(href(/Our Team/)).toBe('/BrandTeam');
    unmount();
    renderWithProviders(<BrandTeamPage />);
    expect(href('See our open positions')).toBe('/Career');
  });

  it('leads the Terms breadcrumb to the login page', () => {
    renderWithProviders(<TermsPage />);
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/app/Login');
    expect(screen.getByText(/21 years of age or older/)).toBeTruthy();
  });

  it('gives the refund constants: 30 days, 15% restocking fee, six-month warranty, hours and address', () => {
    renderWithProviders(<RefundPolicyPage />);
    const text = document.body.textContent ?? '';
    for (const fact of [
      'within 30 days of purchase',
      '15% restocking fee',
      'do not provide prepaid return labels',
      'Shipping fees are not refunded',
      'RMA',
      '6-month limited warranty',
      'Monday to Friday, 8AM-5PM Arizona time',
      'Phoenix, AZ',
    ]) {
      expect(text).toContain(fact);
    }
  });

  it('expands each career opening and gives EMAIL RESUME and APPLY ONLINE real targets', async () => {
    renderWithProviders(<CareerPage />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Customer Service Representative',
      'Sales Associate',
      'Warehouse Associate',
    ]);
    const toggles = screen.getAllByRole('button', { name: 'Show description' });
    expect(toggles).toHaveLength(3);
    const shownDetails = () => screen.queryAllByRole('heading', { level: 3, name: 'What you will do' });
    expect(shownDetails()).toHaveLength(0);
    await userEvent.click(toggles[1]!);
    expect(toggles[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(shownDetails()).toHaveLength(1);
    expect(href('EMAIL RESUME for Sales Associate')).toBe(
      'mailto:careers@esi-vape.example?subject=Resume%3A%20Sales%20Associate',
    );
    expect(href('APPLY ONLINE for Sales Associate')).toBe('/ContactUs');
  });

  it('shows the wholesale survey as Inactive and links the wholesale site', () => {
    renderWithProviders(<WholesalePage />);
    expect(screen.getByText('Inactive')).toBeTruthy();
    expect(screen.getByText('This survey is not active at present. Please check back later.')).toBeTruthy();
    expect(href(/Go to the wholesale site/)).toMatch(/^https:\/\//);
  });

  it('lists the military eligibility, the steps, one code per day and the partner-store exclusion', async () => {
    renderWithProviders(<MilitaryPage />, { mocks: [meMock(null)] });
    expect(screen.getByText('One code per day.')).toBeTruthy();
    expect(screen.getByText(/Not valid on orders through our instant-delivery partner store/)).toBeTruthy();
    expect(screen.getAllByRole('listitem').some((li) => /first responders/i.test(li.textContent ?? ''))).toBe(true);
    expect((await screen.findByRole('link', { name: 'Save up to 25%' })).getAttribute('href')).toBe(
      '/app/Login?next=%2FMilitary',
    );
  });

  it('toggles the PRO device’s extra text and links to the warranty form', async () => {
    renderWithProviders(<ProDevicePage />);
    const toggle = screen.getByRole('button', { name: 'Read more' });
    const more = screen.getByText(/Inside is a 950 mAh cell/);
    expect(more.closest('[hidden]')).not.toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.textContent).toBe('Read less');
    expect(more.closest('[hidden]')).toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(more)).toBe(true);
    expect(href('Register your ESI PRO')).toBe('/RegisterDevice');
  });

  it('shows the disposables from the API with six collapsible info sections', async () => {
    renderWithProviders(<DisposableVapePage />, { mocks: [searchProductsMock()] });
    const products = await screen.findByRole('list', { name: 'Popular disposables' });
    expect(within(products).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    const sections = screen.getAllByRole('button').filter((button) => button.hasAttribute('aria-expanded'));
    expect(sections).toHaveLength(6);
    await userEvent.click(sections[0]!);
    await userEvent.click(sections[3]!);
    expect(sections.filter((s) => s.getAttribute('aria-expanded') === 'true')).toHaveLength(2);
  });

  it('links the vape kit page to /VapeJuice', () => {
    renderWithProviders(<VapeKitPage />, { mocks: [searchProductsMock()] });
    expect(href('Shop vape juice')).toBe('/VapeJuice');
  });
});
