import AccountTreeIcon from '@mui/icons-material/AccountTree';
import BusinessIcon from '@mui/icons-material/Business';
import CollectionsBookmarkIcon from '@mui/icons-material/CollectionsBookmark';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import LabelIcon from '@mui/icons-material/Label';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PeopleIcon from '@mui/icons-material/People';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Route } from 'react-router-dom';
import type { AdminArea, AdminResourceDef } from '../types';
import { BookCreate, BookEdit } from './BookForm';
import { BookList } from './BookList';
import { CategoryCreate, CategoryEdit, CategoryTree } from './Categories';
import { namedCreate, namedEdit, namedList } from './NamedLists';
import { OnixImportPage } from './OnixImport';

/** What the book form was given besides the fields it edits (never sent back). */
const BOOK_READ_ONLY = [
  'Id',
  'CurrentPriceSatang',
  'SaleActive',
  'Status',
  'PublishAt',
  'CoverUrl',
  'HasStoredCover',
  'Files',
  'HasSample',
  'RatingCount',
  'RatingAverage',
  'SoldCount',
  'StoreUrl',
  'StoreCoverUrl',
  'CreatedAt',
  'UpdatedAt',
] as const;

const named = (
  name: 'publishers' | 'imprints' | 'series' | 'contributors' | 'tags',
  routes: AdminResourceDef['routes'],
  icon: AdminResourceDef['icon'],
): AdminResourceDef => ({
  name,
  permission: 'catalog.read',
  writePermission: 'catalog.write',
  routes,
  list: namedList(name),
  edit: namedEdit(name),
  create: namedCreate(name),
  icon,
  recordRepresentation: 'NameTh',
  readOnlyFields: ['Id'],
});

/**
 * The catalog (docs/back-office.md, "Catalog"): books (list, create, edit in tabs, files and cover,
 * publication), the category tree, the named lists books pick from, and ONIX upload.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'books',
      permission: 'catalog.read',
      writePermission: 'catalog.write',
      routes: {
        list: 'adminBooksList',
        get: 'adminBookGet',
        create: 'adminBookCreate',
        update: 'adminBookUpdate',
      },
      list: BookList,
      edit: BookEdit,
      create: BookCreate,
      icon: MenuBookIcon,
      recordRepresentation: 'NameTh',
      readOnlyFields: BOOK_READ_ONLY,
    },
    {
      name: 'categories',
      permission: 'catalog.read',
      writePermission: 'catalog.write',
      routes: {
        list: 'adminCategoriesList',
        get: 'adminCategoryGet',
        create: 'adminCategoryCreate',
        update: 'adminCategoryUpdate',
      },
      list: CategoryTree,
      edit: CategoryEdit,
      create: CategoryCreate,
      icon: AccountTreeIcon,
      recordRepresentation: 'Path',
      readOnlyFields: ['Id', 'Depth', 'Path', 'DisplayOrder'],
    },
    named(
      'publishers',
      {
        list: 'adminPublishersList',
        get: 'adminPublisherGet',
        create: 'adminPublisherCreate',
        update: 'adminPublisherUpdate',
      },
      BusinessIcon,
    ),
    named(
      'imprints',
      {
        list: 'adminImprintsList',
        get: 'adminImprintGet',
        create: 'adminImprintCreate',
        update: 'adminImprintUpdate',
      },
      StorefrontIcon,
    ),
    named(
      'series',
      {
        list: 'adminSeriesList',
        get: 'adminSeriesGet',
        create: 'adminSeriesCreate',
        update: 'adminSeriesUpdate',
      },
      CollectionsBookmarkIcon,
    ),
    named(
      'contributors',
      {
        list: 'adminContributorsList',
        get: 'adminContributorGet',
        create: 'adminContributorCreate',
        update: 'adminContributorUpdate',
      },
      PeopleIcon,
    ),
    named(
      'tags',
      {
        list: 'adminTagsList',
        get: 'adminTagGet',
        create: 'adminTagCreate',
        update: 'adminTagUpdate',
      },
      LabelIcon,
    ),
  ],
  routes: [<Route key="onix" path="/catalog/onix" element={<OnixImportPage />} />],
  menu: [
    {
      to: '/catalog/onix',
      label: 'nangsue.catalog.onix.menu',
      icon: FileUploadIcon,
      permission: 'catalog.write',
    },
  ],
};
