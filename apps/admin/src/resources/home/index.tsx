import TopicIcon from '@mui/icons-material/Topic';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import type { AdminArea } from '../types';
import { SliderCreate, SliderEdit, SliderList } from './Sliders';
import { TopicCreate, TopicEdit, TopicList } from './Topics';

/**
 * What the store's home page and editorial pages show (docs/catalog.md, "Topics, home sliders and
 * home widgets"): topics (`/topic/{code}`, a text and books in order) and the home sliders. Shown
 * in the catalog's menu group (src/resources/index.ts). The home page's categories are set in
 * Categories ("On the home page" and the order of the top categories).
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'topics',
      permission: 'catalog.read',
      writePermission: 'catalog.write',
      routes: {
        list: 'adminTopicsList',
        get: 'adminTopicGet',
        create: 'adminTopicCreate',
        update: 'adminTopicUpdate',
        delete: 'adminTopicDelete',
      },
      list: TopicList,
      edit: TopicEdit,
      create: TopicCreate,
      icon: TopicIcon,
      recordRepresentation: 'Code',
      readOnlyFields: ['Id', 'StoreUrl', 'BookCount', 'CreatedAt', 'UpdatedAt'],
    },
    {
      name: 'sliders',
      permission: 'catalog.read',
      writePermission: 'catalog.write',
      routes: {
        list: 'adminSlidersList',
        get: 'adminSliderGet',
        create: 'adminSliderCreate',
        update: 'adminSliderUpdate',
        delete: 'adminSliderDelete',
      },
      list: SliderList,
      edit: SliderEdit,
      create: SliderCreate,
      icon: ViewCarouselIcon,
      recordRepresentation: 'TitleTh',
      readOnlyFields: [
        'Id',
        'IsExternal',
        'DisplayOrder',
        'PictureUrl',
        'StorePictureUrl',
        'CreatedAt',
        'UpdatedAt',
      ],
    },
  ],
};
