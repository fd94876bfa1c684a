import { Star } from 'lucide-react';

/**
 * A review's rating as five stars, the first `rating` filled, read out as "Rated 4 out of
 * 5". Colour and spacing come from the surrounding `.stars` rule of each card.
 */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <div className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Star
          key={index}
          size={size}
          aria-hidden="true"
          fill={index < rating ? 'currentColor' : 'none'}
        />
      ))}
    </div>
  );
}
