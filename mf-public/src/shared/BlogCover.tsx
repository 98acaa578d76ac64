import { COVER_GRADIENTS } from './styles';
import { ResponsiveImage } from './ResponsiveImage';
import type { ImageSizes } from './imagePipeline';

function hash(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i += 1) h = (h * 31 + text.charCodeAt(i)) | 0;
  return Math.abs(h);
}

/** Tasteful stand-in for a post without a cover (demo posts): a gradient with the title on it. */
export function CoverPlaceholder({ seed, title }: { seed: string; title: string }) {
  return (
    <div
      className="pub-cover-ph"
      style={{ background: COVER_GRADIENTS[hash(seed) % COVER_GRADIENTS.length] }}
      data-testid="cover-placeholder"
    >
      <span>{title}</span>
    </div>
  );
}

/** A blog cover at 1200x630 (Open Graph ratio) through the image pipeline, or the placeholder. */
export function BlogCover({
  slug,
  title,
  coverUrl,
  sizes,
  priority,
}: {
  slug: string;
  title: string;
  coverUrl: string | null;
  sizes: ImageSizes;
  priority?: boolean;
}) {
  const placeholder = <CoverPlaceholder seed={slug} title={title} />;
  return (
    <div className="pub-cover">
      {coverUrl ? (
        <ResponsiveImage
          src={coverUrl}
          alt={title}
          width={1200}
          height={630}
          sizes={sizes}
          priority={priority}
          fallback={placeholder}
        />
      ) : (
        placeholder
      )}
    </div>
  );
}
