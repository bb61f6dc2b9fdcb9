// English label defaults by entity. The header's, the shared and home's entities are bundled
// with the entry; every other entity's defaults load with (in parallel to) its page or part, so
// the long texts of the static pages never weigh on the home page's first load. A new entity in LABELS needs a loader here
// (the Record type says so).
import type { LABELS, LabelEntity } from '@bazaar/contract/labels';
import { headerLabels } from '@bazaar/contract/labels/header';
import { commonLabels } from '@bazaar/contract/labels/common';
import { homeLabels } from '@bazaar/contract/labels/home';

type Defaults<E extends LabelEntity> = (typeof LABELS)[E];
// Home is the landing page: its labels ship with the entry so it renders without a wait.
type ShellEntity = 'Navbar' | 'Common' | 'Home';
type LazyEntity = Exclude<LabelEntity, ShellEntity>;

const loaded = new Map<LabelEntity, Record<string, string>>([
  ['Navbar', headerLabels],
  ['Common', commonLabels],
  ['Home', homeLabels],
]);

const LOADERS: { [E in LazyEntity]: () => Promise<Defaults<E>> } = {
  Footer: () => import('@bazaar/contract/labels/footer').then((m) => m.footerLabels),
  BestFacilities: () =>
    import('@bazaar/contract/labels/best-facilities').then((m) => m.bestFacilitiesLabels),
  About: () => import('@bazaar/contract/labels/about').then((m) => m.aboutLabels),
  Faq: () => import('@bazaar/contract/labels/faq').then((m) => m.faqLabels),
  Privacy: () => import('@bazaar/contract/labels/privacy').then((m) => m.privacyLabels),
  ReturnRefund: () =>
    import('@bazaar/contract/labels/return-refund').then((m) => m.returnRefundLabels),
  TermsConditions: () => import('@bazaar/contract/labels/terms').then((m) => m.termsLabels),
  Contact: () => import('@bazaar/contract/labels/contact').then((m) => m.contactLabels),
  Campaign: () => import('@bazaar/contract/labels/campaign').then((m) => m.campaignLabels),
};

const pending = new Map<LabelEntity, Promise<void>>();

/** The defaults when already available, else null (see loadLabelDefaults). */
export function labelDefaults<E extends LabelEntity>(entity: E): Defaults<E> | null {
  return (loaded.get(entity) as Defaults<E> | undefined) ?? null;
}

/** Loads an entity's defaults once; route loaders call it beside the page import. */
export function loadLabelDefaults(entity: LabelEntity): Promise<void> {
  if (loaded.has(entity)) return Promise.resolve();
  let promise = pending.get(entity);
  if (!promise) {
    const load = LOADERS[entity as LazyEntity] as () => Promise<Record<string, string>>;
    promise = load().then(
      (defaults) => {
        loaded.set(entity, defaults);
      },
      (error: unknown) => {
        pending.delete(entity);
        throw error;
      },
    );
    pending.set(entity, promise);
  }
  return promise;
}
