import { createContext, useContext, type ReactNode } from "react";
import { pictureOf, type ResponsiveImages } from "~/lib/responsive-image";

const SiteImagesContext = createContext<ResponsiveImages>({});

/**
 * The variants of the uploaded images a page shows, as its loader read them
 * (one query, decision 044), for every `SiteImage` below it.
 */
export function SiteImagesProvider({ images, children }: { images: ResponsiveImages; children: ReactNode }) {
  return <SiteImagesContext.Provider value={images}>{children}</SiteImagesContext.Provider>;
}

/** The variants a page's loader read, for a component that computes its own `sizes` from an image's proportions. */
export function useSiteImages(): ResponsiveImages {
  return useContext(SiteImagesContext);
}

interface SiteImageProps {
  src: string;
  alt: string;
  /** The size that reserves the image's space when no variants are stored (a bundled picture, an image from before them). */
  width: number;
  height: number;
  /** How wide the image is drawn at each viewport width: the browser picks the variant from it. */
  sizes: string;
  /** The page's main picture (an article's cover): fetched first and at once, never lazily. */
  priority?: boolean;
  /** Below the fold: fetched only as it nears the viewport. */
  lazy?: boolean;
  className?: string;
}

/**
 * An image of the site. An uploaded one with stored variants is a
 * `<picture>`: AVIF and WebP sources and the original format's `srcset`,
 * with `sizes`, so a phone fetches a copy no wider than it needs; its
 * width and height come from the variants and keep the layout from
 * shifting. Any other is the plain `<img>` it always was.
 */
export function SiteImage({ src, alt, width, height, sizes, priority = false, lazy = false, className }: SiteImageProps) {
  const images = useSiteImages();
  const picture = Object.hasOwn(images, src) ? pictureOf(src, images[src]) : null;
  const loading = priority ? "eager" : lazy ? "lazy" : undefined;
  const fetchPriority = priority ? "high" : undefined;
  if (!picture) {
    return <img src={src} alt={alt} width={width} height={height} loading={loading} fetchPriority={fetchPriority} decoding="async" className={className} />;
  }
  return (
    // `contents`: the picture adds no box, so the image sizes itself against its container as a bare `<img>` does.
    <picture className="contents">
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={picture.img.src}
        srcSet={picture.img.srcSet}
        sizes={sizes}
        alt={alt}
        width={picture.img.width}
        height={picture.img.height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
