/**
 * Back-to-top button (SPEC §2): fixed bottom right, shown once the page is scrolled more than
 * `threshold` px (300 by default), scrolls smoothly to the top. While hidden it is
 * `visibility: hidden` (CSS), so it is out of the tab order and the accessibility tree too.
 */
import { useEffect, useState } from 'react';
import { LIMITS } from '../../shared/constants';
import { ArrowUpIcon } from './icons';

export default function BackToTop({ label, threshold = LIMITS.backToTopThresholdPx }: { label: string; threshold?: number }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setVisible(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  const reduced = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className="back-to-top"
      aria-label={label}
      title={label}
      data-visible={visible || undefined}
      onClick={() => window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
