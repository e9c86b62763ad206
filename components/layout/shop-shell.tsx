import type { ReactNode } from 'react';
import type { HeaderFooter } from '@/lib/server/services/content/types';
import { CartBootstrap } from '@/components/cart/cart-bootstrap';
import { BottomNav } from './bottom-nav';
import { CompareBarSlot } from './compare-bar-slot';
import { Footer } from './footer';
import { Header } from './header';
import { RouteChangeEffects } from './route-change-effects';
import { RouteLoading } from './route-loading';
import { SkipLink } from './skip-link';
import { LoadingScreen } from '@/components/ui/spinner';

/** Header + main + footer + phone tab bar: the frame of every shop page (and of the not-found page). */
export function ShopShell({ data, children }: { data: HeaderFooter; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col pb-14 md:pb-0">
      <SkipLink />
      <RouteChangeEffects />
      <RouteLoading>
        <LoadingScreen />
      </RouteLoading>
      <CartBootstrap />
      <Header data={data.header} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Footer data={data.footer} />
      <CompareBarSlot />
      <BottomNav />
    </div>
  );
}
