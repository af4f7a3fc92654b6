export { helpCentreData } from './faq/help-centre.service';
export { moreInfoInsurance } from './insurance/insurance.service';
export { getRaisedIssue, listSelfServeIssues, raiseIssue } from './issues/self-serve.service';
export { imageTooLarge, storeUpload } from './uploads/store-upload.service';
