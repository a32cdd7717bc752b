#pragma once

#include <core/disputes.h>

#include <QWidget>

#include <vector>

class QLabel;
class QTreeWidget;

namespace parallax::ui {

class CorpusModel;
class ConflictsModel;

// What Compare shows while nothing is selected: how much the sources disagree
// overall, and the most disputed events to start from (a click selects one).
class DisputeOverview final : public QWidget
{
    Q_OBJECT
public:
    DisputeOverview(CorpusModel *model, ConflictsModel *conflicts, QWidget *parent = nullptr);

    QString summaryText() const;
    QTreeWidget *list() const { return m_list; }
    // Reads the conflicts again (called when the overview comes into sight).
    void refresh();

protected:
    void showEvent(QShowEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitColumns();

    CorpusModel *m_model;
    ConflictsModel *m_conflicts;
    QLabel *m_summary;
    QTreeWidget *m_list;
    bool m_stale = false; // edits changed the conflicts while it was out of sight
};

} // namespace parallax::ui
