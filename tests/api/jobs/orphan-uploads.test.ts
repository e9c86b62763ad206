import { inArray } from 'drizzle-orm';
import { cartItems, carts, jobApplications, jobPostings, products, uploads } from '@/lib/server/db/schema';
import { ORPHAN_UPLOAD_AGE_DAYS, removeOrphanUploads } from '@/lib/server/uploads/orphans';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';

// Orphaned uploads: a CV uploaded for an application never sent, a cake photo never put in a cart, are deleted once
// ORPHAN_UPLOAD_AGE_DAYS old; anything something still uses stays, and so do kinds whose users the job does not know
// (a contest entry's photo). The clock is injected: "days after the uploads".

const { db } = useTestDatabase();

const days = (n: number) => new Date(Date.now() + n * 24 * 60 * 60 * 1000);

async function upload(kind: string, userId: number | null): Promise<string> {
  const [row] = await db()
    .insert(uploads)
    .values({ userId, kind, contentType: kind === 'cv' ? 'application/pdf' : 'image/png', bytes: Buffer.from(`${kind} bytes`) })
    .returning({ id: uploads.id });
  return row!.id;
}

describe('removeOrphanUploads', () => {
  it('deletes unused CVs and cake photos past the age, keeps what is used, what is younger and kinds it does not check', async () => {
    const applicant = await newSignedInUser('applicant', 'Bina Karki');
    const cvSent = await upload('cv', applicant.id);
    const cvAbandoned = await upload('cv', applicant.id);
    const [posting] = await db().select({ id: jobPostings.id }).from(jobPostings).limit(1);
    await db().insert(jobApplications).values({ postingId: posting!.id, userId: applicant.id, cvUploadId: cvSent, phone: '9812345678' });

    const photoInCart = await upload('photo-cake', null);
    const photoAbandoned = await upload('photo-cake', null);
    const [product] = await db().select({ id: products.id }).from(products).limit(1);
    const [cart] = await db().insert(carts).values({ userId: applicant.id }).returning({ id: carts.id });
    await db().insert(cartItems).values({ cartId: cart!.id, productId: product!.id, quantity: 1, options: { photoUploadId: photoInCart }, optionsKey: `photo:${photoInCart}`, unitPriceSnapshot: 150000 });
    const contestPhoto = await upload('contest-entry', applicant.id);
    const all = [cvSent, cvAbandoned, photoInCart, photoAbandoned, contestPhoto];
    const left = async () => (await db().select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, all))).map((r) => r.id).sort();

    // Younger than the age: nothing goes, even what nothing uses (the person may still be filling in the form).
    expect(await removeOrphanUploads({ now: days(ORPHAN_UPLOAD_AGE_DAYS - 1) })).toMatchObject({ removed: 0 });
    expect(await left()).toEqual([...all].sort());

    const report = await removeOrphanUploads({ now: days(ORPHAN_UPLOAD_AGE_DAYS + 1) });
    expect(report.byKind).toMatchObject({ cv: 1, 'photo-cake': 1 });
    expect(await left()).toEqual([cvSent, photoInCart, contestPhoto].sort());

    // Run again (another worker, the next night): nothing more.
    expect(await removeOrphanUploads({ now: days(ORPHAN_UPLOAD_AGE_DAYS + 2) })).toMatchObject({ removed: 0 });
  });
});
