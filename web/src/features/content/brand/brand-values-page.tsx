import { ContentPage } from '../../../components/content-page';
import { paths } from '../../../config/paths';
import './brand-pages.css';

const VALUES: readonly { title: string; text: string }[] = [
  {
    title: 'Adults only',
    text: 'We sell nicotine to adults of legal purchase age and nobody else, online and in store.',
  },
  {
    title: 'Honesty',
    text: 'Real products, real prices and straight answers, including when a product is not for you.',
  },
  { title: 'Quality', text: 'Batch-tested devices with lot numbers, a six-month warranty and a 30-day return window.' },
  { title: 'Service', text: 'People who vape answering the phone, Monday to Friday, 8AM-5PM Arizona time.' },
];

/** /BrandValues: what the brand stands for. */
export function BrandValuesPage() {
  return (
    <ContentPage
      title="Our Values"
      crumbs={[{ label: 'Our Brands', to: paths.whyBrands() }]}
      lead="Four things we will not compromise on."
    >
      <ul className="card-grid card-grid--4 brand-values">
        {VALUES.map((value) => (
          <li key={value.title} className="info-card">
            <h2>{value.title}</h2>
            <p>{value.text}</p>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
