import type { LocalizedText } from '../catalog-import.types.js';
import { subjectPath, topCategoryPath } from '../demo/demo-subjects.js';

/**
 * Subject codes to the store's categories (the demo store's tree): Thema (scheme 93) and BISAC
 * (scheme 10) by the longest matching prefix. A book no code maps goes under อื่น ๆ / Other.
 */
type Target = { subject: string } | { top: string };

const THEMA: ReadonlyArray<readonly [string, Target]> = [
  ['FBA', { subject: 'literary' }],
  ['FB', { subject: 'literary' }],
  ['FR', { subject: 'romance' }],
  ['FM', { subject: 'fantasy' }],
  ['FF', { subject: 'mystery' }],
  ['FH', { subject: 'mystery' }],
  ['FL', { subject: 'science-fiction' }],
  ['F', { top: 'fiction' }],
  ['XAM', { subject: 'action-manga' }],
  ['X', { top: 'comics' }],
  ['YB', { subject: 'picture-books' }],
  ['YF', { subject: 'young-adult' }],
  ['YP', { subject: 'study-guides' }],
  ['Y', { top: 'children' }],
  ['VSB', { subject: 'personal-finance' }],
  ['VS', { subject: 'self-improvement' }],
  ['VFMG', { subject: 'fitness' }],
  ['VF', { subject: 'health' }],
  ['WB', { subject: 'cookbooks' }],
  ['JM', { subject: 'psychology' }],
  ['KFF', { subject: 'investing' }],
  ['KF', { subject: 'investing' }],
  ['KJS', { subject: 'marketing' }],
  ['KJ', { subject: 'management' }],
  ['K', { top: 'business' }],
  ['UM', { subject: 'programming' }],
  ['UY', { subject: 'data-ai' }],
  ['UG', { subject: 'design' }],
  ['UD', { subject: 'general-it' }],
  ['U', { top: 'computers' }],
  ['CJ', { top: 'languages' }],
  ['DN', { subject: 'biographies' }],
  ['NH', { subject: 'world-history' }],
  ['N', { top: 'history' }],
  ['WTL', { subject: 'travel-writing' }],
  ['WTH', { subject: 'travel-abroad' }],
  ['WT', { top: 'travel' }],
  ['QRF', { subject: 'buddhism' }],
  ['QD', { subject: 'philosophy' }],
  ['QR', { top: 'religion' }],
];

const BISAC: ReadonlyArray<readonly [string, Target]> = [
  ['FIC027', { subject: 'romance' }],
  ['FIC009', { subject: 'fantasy' }],
  ['FIC022', { subject: 'mystery' }],
  ['FIC031', { subject: 'mystery' }],
  ['FIC028', { subject: 'science-fiction' }],
  ['FIC', { top: 'fiction' }],
  ['CGN004', { subject: 'action-manga' }],
  ['CGN', { top: 'comics' }],
  ['YAF', { subject: 'young-adult' }],
  ['JUV', { top: 'children' }],
  ['SEL', { subject: 'self-improvement' }],
  ['PSY', { subject: 'psychology' }],
  ['FAM', { subject: 'relationships' }],
  ['BUS036', { subject: 'investing' }],
  ['BUS050', { subject: 'personal-finance' }],
  ['BUS043', { subject: 'marketing' }],
  ['BUS', { top: 'business' }],
  ['COM', { top: 'computers' }],
  ['FOR', { top: 'languages' }],
  ['BIO', { subject: 'biographies' }],
  ['HIS', { subject: 'world-history' }],
  ['TRV', { top: 'travel' }],
  ['CKB', { subject: 'cookbooks' }],
  ['HEA', { subject: 'health' }],
  ['REL007', { subject: 'buddhism' }],
  ['REL', { top: 'religion' }],
  ['PHI', { subject: 'philosophy' }],
  ['STU', { top: 'education' }],
  ['EDU', { top: 'education' }],
];

export const OTHER_CATEGORY: LocalizedText = { th: 'อื่น ๆ', en: 'Other' };

const SCHEMES: Record<string, ReadonlyArray<readonly [string, Target]>> = {
  '93': THEMA,
  '10': BISAC,
};

/** The category path of a subject code, or null when the scheme or code is not one we map. */
export const categoryPathFor = ({
  scheme,
  code,
}: {
  scheme: string;
  code: string;
}): LocalizedText[] | null => {
  const table = SCHEMES[scheme];
  const normalized = code.trim().toUpperCase();
  if (!table || !normalized) return null;
  const target = table.find(([prefix]) => normalized.startsWith(prefix))?.[1];
  if (!target) return null;
  return 'subject' in target ? subjectPath(target.subject) : topCategoryPath(target.top);
};
