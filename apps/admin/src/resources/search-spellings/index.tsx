import SpellcheckIcon from '@mui/icons-material/Spellcheck';
import type { AdminArea } from '../types';
import { SearchSpellingCreate, SearchSpellingList, SearchSpellingShow } from './SearchSpellings';

/**
 * The spellings search treats as one (issue 28, docs/back-office.md "Spellings staff add"):
 * variant spellings of a loanword and a word's transliteration, in groups. Shown in the catalog's
 * menu group (src/resources/index.ts); reading needs catalog.read, changing catalog.write.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'search-spellings',
      permission: 'catalog.read',
      writePermission: 'catalog.write',
      routes: {
        list: 'adminSearchSpellingGroupList',
        get: 'adminSearchSpellingGroupGet',
        create: 'adminSearchSpellingGroupCreate',
        delete: 'adminSearchSpellingGroupDelete',
      },
      list: SearchSpellingList,
      create: SearchSpellingCreate,
      show: SearchSpellingShow,
      icon: SpellcheckIcon,
      recordRepresentation: 'Id',
      readOnlyFields: ['Id', 'CreatedAt'],
    },
  ],
};
