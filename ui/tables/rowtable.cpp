#include "rowtable.h"

#include <QHeaderView>
#include <QTableView>

namespace parallax::ui {

QTableView *newRowTable(
    QAbstractItemModel *model, const QString &objectName, const QString &accessibleName, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setObjectName(objectName);
    view->setAccessibleName(accessibleName);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view->verticalHeader()->setDefaultSectionSize(view->fontMetrics().height() + 6);
    return view;
}

void showChosenRow(QTableView *view, int row)
{
    if (row < 0) {
        view->clearSelection();
        return;
    }
    view->selectRow(row);
    view->scrollTo(view->model()->index(row, 0));
}

} // namespace parallax::ui
