import { logInNewCustomer } from './support/session';
import { SCREENSHOT_DIR, suiteStorefront } from './support/storefront';

const storefront = suiteStorefront();

describe('the Military & First Responder page', () => {
  it('verifies a customer in the sandbox and shows their code', async () => {
    const { page } = await storefront.openPage({ width: 375, reducedMotion: true });
    await logInNewCustomer(page, 'military', 'Hopper');
    await page.goto('/Military');
    await page.getByRole('button', { name: 'Save up to 25%' }).click();
    const form = page.getByRole('form', { name: 'Verify your eligibility' });
    await form.getByLabel('Status').selectOption('VETERAN');
    await form.getByLabel('Branch of service or agency').fill('US Navy');
    await form.getByRole('button', { name: 'Verify' }).click();
    await page.getByText(/^Your code for today is SVC-/).waitFor();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/military-code.png`, fullPage: true });
  });

  it("sends a customer who needs a document through the sandbox's upload page and back to the code", async () => {
    const { page } = await storefront.openPage({ width: 1280, reducedMotion: true });
    await logInNewCustomer(page, 'military', 'Document');
    await page.goto('/Military');
    await page.getByRole('button', { name: 'Save up to 25%' }).click();
    const form = page.getByRole('form', { name: 'Verify your eligibility' });
    await form.getByLabel('Status').selectOption('POLICE');
    await form.getByLabel('Branch of service or agency').fill('Phoenix Police Department');
    await form.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('link', { name: 'Upload your document' }).click();
    await page.getByRole('link', { name: /I have uploaded my document/ }).click();
    await page.waitForURL('**/Military');
    await page.getByRole('button', { name: 'Save up to 25%' }).click();
    await page.getByText(/^Your code for today is SVC-/).waitFor();
  });
});
