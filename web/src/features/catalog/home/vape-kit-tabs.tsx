import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/button';
import { ChevronDownIcon } from '../../../components/icons';
import type { CardProduct } from '../../../components/product-card';
import { ProductGrid } from '../../../components/product-grid';
import { ProductGridSkeleton } from '../../../components/product-grid-skeleton';
import { EmptyText } from '../../../components/status-text';
import type { HomePageQuery } from '../../../graphql/__generated__/graphql';
import { rovingIndex } from '../../../lib/roving-index';
import { VapeTabsSkeleton } from './home-skeletons';
import './vape-kit-tabs.css';

/** Spec section 9: products shown in a tab before VIEW ALL. */
export const VAPE_TAB_VISIBLE_PRODUCTS = 12;

type VapeKitTab = HomePageQuery['vapeKitTabs'][number];

export interface VapeKitTabsProps {
  tabs: readonly VapeKitTab[] | undefined;
  loading: boolean;
  /** Each product card's call to action (ADD TO CART). */
  renderProductAction?: (product: CardProduct) => ReactNode;
}

/**
 * The vape-kit tabs. The first tab is selected after load; choosing a tab shows its products and, on small
 * screens, folds the tab list away again. A tab shows 12 products until VIEW ALL, offered only above 12.
 */
export function VapeKitTabs({ tabs, loading, renderProductAction }: VapeKitTabsProps) {
  const [selected, setSelected] = useState(0);
  const [expandedTab, setExpandedTab] = useState<string | null>(null);
  const [listOpen, setListOpen] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  // A failed load is not shown here (spec section 8: logged only); the category sections show the error.
  if (!tabs?.length) {
    return loading ? (
      <section className="section container vape-tabs" aria-labelledby={`${baseId}-title`}>
        <h2 className="section__title" id={`${baseId}-title`}>
          Vape Kits
        </h2>
        <VapeTabsSkeleton />
        {/* Spec section 8: "Loading products..." is shown while the tabs load. */}
        <ProductGridSkeleton
          count={VAPE_TAB_VISIBLE_PRODUCTS}
          withAction={Boolean(renderProductAction)}
          label="Loading products..."
          showLabel
        />
      </section>
    ) : null;
  }

  const index = Math.min(selected, tabs.length - 1);
  const current = tabs[index]!;
  const showAll = expandedTab === current.name;
  const products = showAll ? current.products : current.products.slice(0, VAPE_TAB_VISIBLE_PRODUCTS);
  const tabId = (i: number) => `${baseId}-tab-${i}`;
  const panelId = `${baseId}-panel`;

  const choose = (i: number) => {
    setSelected(i);
    setListOpen(false);
  };

  // Arrow keys, Home and End move between tabs (the WAI-ARIA tabs pattern, with automatic activation).
  const onTabKeyDown = (event: KeyboardEvent) => {
    const next = rovingIndex(event.key, index, tabs.length, 'horizontal');
    if (next === null) return;
    event.preventDefault();
    choose(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <section className="section container vape-tabs" aria-labelledby={`${baseId}-title`}>
      <h2 className="section__title" id={`${baseId}-title`}>
        Vape Kits
      </h2>
      <button
        type="button"
        className="vape-tabs__toggle"
        aria-expanded={listOpen}
        aria-controls={`${baseId}-tablist`}
        onClick={() => setListOpen((open) => !open)}
      >
        <span>
          <span className="visually-hidden">Category: </span>
          {current.name}
        </span>
        <ChevronDownIcon />
      </button>
      <div
        id={`${baseId}-tablist`}
        className={listOpen ? 'vape-tabs__list is-open' : 'vape-tabs__list'}
        role="tablist"
        aria-label="Vape kit categories"
        onKeyDown={onTabKeyDown}
      >
        {tabs.map((tab, i) => (
          <button
            key={tab.name}
            ref={(element) => {
              tabRefs.current[i] = element;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="vape-tabs__tab"
            aria-selected={i === index}
            aria-controls={panelId}
            tabIndex={i === index ? 0 : -1}
            onClick={() => choose(i)}
          >
            {tab.name}
          </button>
        ))}
      </div>
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(index)} className="vape-tabs__panel">
        {current.products.length === 0 ? (
          <EmptyText>No products found for this category.</EmptyText>
        ) : (
          <>
            <ProductGrid products={products} headingLevel={3} label={current.name} renderAction={renderProductAction} />
            {!showAll && current.products.length > VAPE_TAB_VISIBLE_PRODUCTS ? (
              <div className="vape-tabs__more">
                <Button variant="dark" onClick={() => setExpandedTab(current.name)}>
                  VIEW ALL
                </Button>
              </div>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
