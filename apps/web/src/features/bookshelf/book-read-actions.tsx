'use client';

import { BookOpen, BookPlus } from 'lucide-react';
import { Button } from '@/components/base/button';
import { ReaderButtonLink } from '@/features/reader/reader-link';
import { callApi } from '@/lib/browser-api';
import { toast } from '@/lib/toast';
import { readerPath } from './bookshelf-paths';
import { useShelfCall } from './shelf-call';

/** The words of the book page's reading buttons (`sampleAdded` names the book). */
export type BookReadLabels = {
  read: string;
  readSample: string;
  addSample: string;
  addingSample: string;
  sampleAdded: string;
};

/**
 * The book page's reading buttons: "Read" for its owner (the reader); for anyone else, when the
 * book has a sample, "Read sample" (the reader with `?sample=true`, guests too) and, signed in,
 * "Add sample to my shelf" (`addsampleebook`, then a toast; the API's refusal is its own toast).
 * The page is cached, so its words come as props and ownership from `BookBuyActions`.
 */
export function BookReadActions({
  productId,
  isOwned,
  hasSample,
  isSignedIn,
  labels,
}: {
  productId: number;
  isOwned: boolean;
  hasSample: boolean;
  isSignedIn: boolean;
  labels: BookReadLabels;
}) {
  // The API's refusal is its own toast (messageOfFailure); the button has no room for more.
  const { isBusy: isAdding, run } = useShelfCall();

  if (isOwned)
    return (
      <ReaderButtonLink
        href={readerPath(productId)}
        variant="contained"
        size="large"
        startIcon={<BookOpen size={22} aria-hidden="true" />}
        data-testid="book-read"
      >
        {labels.read}
      </ReaderButtonLink>
    );
  if (!hasSample) return null;

  const addSample = () =>
    run(async () => {
      await callApi('addSample', { body: { Data: { ProductId: productId } } });
      toast.success(labels.sampleAdded);
    });

  return (
    <>
      <ReaderButtonLink
        href={readerPath(productId, true)}
        variant="outlined"
        size="large"
        startIcon={<BookOpen size={22} aria-hidden="true" />}
        data-testid="book-read-sample"
      >
        {labels.readSample}
      </ReaderButtonLink>
      {isSignedIn ? (
        <Button
          variant="text"
          size="large"
          startIcon={<BookPlus size={22} aria-hidden="true" />}
          disabled={isAdding}
          aria-busy={isAdding}
          onClick={() => void addSample()}
          data-testid="book-add-sample"
        >
          {isAdding ? labels.addingSample : labels.addSample}
        </Button>
      ) : null}
    </>
  );
}
