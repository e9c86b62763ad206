// User uploads: the image check shared with avatars, storage, and upload/file.
export * from './image';
export * from './photo-upload';
export * from './store';
export * from './cv-upload';
