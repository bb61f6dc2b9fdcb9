// The localization feature's front door: the labels a first view needs, for the page heads and
// first-view data that seo writes into the HTML shell.
//
//   firstViewLabels(db): FirstViewLabels — (path, language) → the labels of the entities that
//     path shows first, read once and kept.
export { firstViewLabels, type FirstViewLabels } from './first-view-labels.ts';
