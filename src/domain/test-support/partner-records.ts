/** A partner's work and education records as its REST API sends them (docs/product/data.md), for tests. */

export const partnerWorkRecord = {
  uuid: 'job-1',
  company_name: 'Acme',
  job_title: 'Engineer',
  start_date: '2019-03-15',
  finish_date: '2021-11-30',
  accomplishments: [{ uuid: 'acc-1', description: 'Shipped the thing' }],
  department: 'R&D',
};

export const partnerEducationRecord = {
  uuid: 'edu-1',
  school: 'State University',
  education_level: 'Bachelor',
  field_of_study: 'Physics',
  finish_date: '2018-06-01',
  accomplishments: [{ uuid: 'acc-2', description: 'Honours' }],
};
