/** News categories (seed); ids are fixed because links such as ?categoryId=15 point at them. */
export const seedNewsCategories = [
  { id: 15, title: '要闻', sort: 1 },
  { id: 11, title: '财经', sort: 2 },
  { id: 16, title: 'A股', sort: 3 },
  { id: 17, title: '港美股', sort: 4 },
  { id: 18, title: '基金理财', sort: 5 },
] as const;

export interface SeedArticle {
  categoryId: number;
  title: string;
  description: string;
  /** Paragraphs; a line starting with "## " becomes a subheading. */
  body: string[];
  pics?: string[];
  /** 1-based position in seedTeachers. */
  teacher?: number;
  /** Publication time relative to seeding. */
  hoursAgo: number;
  visits: number;
}

export const cover = (name: string) => `/media/news/cover-${name}.svg`;
