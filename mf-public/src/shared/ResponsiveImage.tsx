import { useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import {
  buildImageSources,
  getPipelineStatus,
  pipelineConfigured,
  pipelinePath,
  setPipelineStatus,
  subscribePipeline,
  type ImageFormat,
  type ImageSizes,
} from './imagePipeline';

export interface ResponsiveImageProps {
  src: string;
  alt: string;
  /** Intrinsic size (CSS px) for the aspect ratio and no layout shift; for fixed images also the rendered size. */
  width: number;
  height: number;
  /** Rendered width per breakpoint (responsive image, width descriptors); omit for fixed-size images (1x/2x). */
  sizes?: ImageSizes;
  /** Above the fold: eager, high fetch priority. Default: lazy + async decoding. */
  priority?: boolean;
  formats?: ImageFormat[];
  className?: string;
  style?: CSSProperties;
  /** Rendered instead of a broken image when even the original cannot be loaded. */
  fallback?: ReactNode;
}

type Stage = 'optimised' | 'original' | 'broken';

/**
 * One product image through the image pipeline: <picture> with AVIF and WebP sources (srcset/sizes over the
 * spec's breakpoints, densities 1 and 2) and the original as the <img> fallback. When the image endpoint is not
 * configured or fails, it uses the original src (and a failure tells every other image to do the same).
 */
export function ResponsiveImage(props: ResponsiveImageProps) {
  const {
    src,
    alt,
    width,
    height,
    sizes,
    priority = false,
    formats,
    className,
    style,
    fallback = null,
  } = props;
  const pipeline = useSyncExternalStore(subscribePipeline, getPipelineStatus, getPipelineStatus);
  const path = pipelinePath(src);
  const [stage, setStage] = useState<{ src: string; stage: Stage }>({ src, stage: 'optimised' });
  const current: Stage = stage.src === src ? stage.stage : 'optimised';
  const useOptimised =
    pipelineConfigured() && Boolean(path) && pipeline !== 'down' && current === 'optimised';

  if (current === 'broken') return <>{fallback}</>;

  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      // React 18 does not know fetchPriority; the lower-case attribute is what the browser reads.
      {...(priority ? { fetchpriority: 'high' } : {})}
      className={className}
      style={style}
      onLoad={() => {
        if (useOptimised) setPipelineStatus('ok');
        else if (current === 'original' && path && getPipelineStatus() === 'unknown')
          setPipelineStatus('down');
      }}
      onError={() => setStage({ src, stage: useOptimised ? 'original' : 'broken' })}
    />
  );
  if (!useOptimised || !path) return img;
  const { sources, sizes: sizesAttr } = buildImageSources(path, { width, sizes, formats });
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizesAttr} />
      ))}
      {img}
    </picture>
  );
}
