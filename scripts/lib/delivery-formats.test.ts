import {expect, it} from 'vitest';
import {deliveryFormatProblems} from './delivery-formats';

// One file per delivery format the project ordered, in every version of a recording shown,
// whichever example shows the project; one txt file for a script, one mp3 for an audition.

const project = {value: {id: 'prj_1', attributes: {delivery_formats: ['mp3', 'wav']}}, at: '/project'};
const file = (format: string) => ({format, url: `https://cdn.example/${format}`});
const deliverable = (formats: string[], kind = 'audio', id = 'dlv_1') => ({
  value: {
    data: [{id, project_id: 'prj_1', kind, current_version: {deliverable_id: id, files: formats.map(file)}}],
  },
  at: '/deliverables',
});

it('accepts a recording with one file in each format its project ordered', () => {
  expect(deliveryFormatProblems([project, deliverable(['wav', 'mp3'])])).toEqual([]);
});

it('reports a recording that lacks one of the formats, at its files', () => {
  expect(deliveryFormatProblems([deliverable(['wav']), project])).toEqual([
    {
      at: '/deliverables/data/0/current_version/files',
      message: 'dlv_1 has files in wav, but its project ordered one in each of mp3, wav',
    },
  ]);
});

it('reports a version of a version list with a format the project did not order', () => {
  const versions = {
    value: {data: [{deliverable_id: 'dlv_1', number: 2, files: [file('mp3'), file('wav'), file('flac')]}]},
    at: '/versions',
  };
  expect(deliveryFormatProblems([project, deliverable(['mp3', 'wav']), versions])).toHaveLength(1);
});

it('holds a script to one txt file and an audition to one mp3 file', () => {
  expect(
    deliveryFormatProblems([project, deliverable(['txt'], 'script'), deliverable(['mp3'], 'audition', 'dlv_2')]),
  ).toEqual([]);
  expect(deliveryFormatProblems([project, deliverable(['mp3', 'wav'], 'audition')])).toEqual([
    {
      at: '/deliverables/data/0/current_version/files',
      message: 'dlv_1 has files in mp3, wav, but its kind, audition, has one mp3 file',
    },
  ]);
  expect(deliveryFormatProblems([deliverable(['mp3'], 'script')])).toHaveLength(1);
});

it('reports a script whose file has a duration, which only audio has', () => {
  const timed = deliverable(['txt'], 'script');
  timed.value.data[0].current_version.files = [{...file('txt'), duration_seconds: 30} as ReturnType<typeof file>];
  expect(deliveryFormatProblems([timed])).toEqual([
    {at: '/deliverables/data/0/current_version/files', message: 'dlv_1 is a script, whose file has no duration'},
  ]);
});

it('leaves recordings of projects no example shows, and emptied file lists, alone', () => {
  expect(deliveryFormatProblems([deliverable(['wav'])])).toEqual([]);
  expect(deliveryFormatProblems([project, deliverable([]), deliverable([], 'audition', 'dlv_2')])).toEqual([]);
});
