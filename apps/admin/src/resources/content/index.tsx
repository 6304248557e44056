import ArticleIcon from '@mui/icons-material/Article';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import ReportIcon from '@mui/icons-material/Report';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { AdminArea } from '../types';
import { ContactMessageList, ContactMessageShow } from './ContactMessages';
import { ContentPageEdit, ContentPageList } from './ContentPages';
import { PublisherApplicationList, PublisherApplicationShow } from './PublisherApplications';
import { ReportedReviewList, ReportedReviewShow } from './ReportedReviews';

/**
 * Content and moderation (docs/back-office.md, "Content and moderation"): publisher applications,
 * the contact-us inbox and reported reviews.
 */
export const area: AdminArea = {
  resources: [
    {
      name: 'content-pages',
      permission: 'content.read',
      writePermission: 'content.write',
      routes: {
        list: 'adminContentPageList',
        get: 'adminContentPageGet',
        update: 'adminContentPageUpdate',
      },
      list: ContentPageList,
      edit: ContentPageEdit,
      icon: ArticleIcon,
      recordRepresentation: 'Title',
      readOnlyFields: ['Id', 'Group', 'Key', 'Language', 'UpdatedAt'],
    },
    {
      name: 'publisher-applications',
      permission: 'publishers.review',
      routes: { list: 'adminPublisherApplicationList', get: 'adminPublisherApplicationGet' },
      list: PublisherApplicationList,
      show: PublisherApplicationShow,
      icon: StorefrontIcon,
      recordRepresentation: 'PublisherName',
    },
    {
      name: 'contact-messages',
      permission: 'content.read',
      writePermission: 'content.write',
      routes: { list: 'adminContactMessageList', get: 'adminContactMessageGet' },
      list: ContactMessageList,
      show: ContactMessageShow,
      icon: ContactMailIcon,
      recordRepresentation: 'Reference',
    },
    {
      name: 'reported-reviews',
      permission: 'content.read',
      writePermission: 'moderation.write',
      routes: { list: 'adminReportedReviewList', get: 'adminReportedReviewGet' },
      list: ReportedReviewList,
      show: ReportedReviewShow,
      icon: ReportIcon,
      recordRepresentation: 'Title',
    },
  ],
};
